import { changeExplanations } from '../../../../command/backoffice/journey-settings/journey-settings-commands';
import { getExplanations } from '../../../../query/backoffice/journey-settings/explanations';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function switchExplanationOrder(deps: ApiDeps, input: CallIn<'switchExplanationOrder'>, ctx: CallContext): Answer<'switchExplanationOrder'> {
  const swapped = await changeExplanations(deps, input.type, { type: 'Swap', step: input.type, exp1: input.exp1, exp2: input.exp2 }, ctx.command);
  return replyTo(swapped, async () => ({ explanations: await getExplanations(deps.db, input.type, (id) => deps.uploads.link(id, deps.clock())) }));
}
