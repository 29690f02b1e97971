import { changeExplanations } from '../../../../command/backoffice/journey-settings/journey-settings-commands';
import { journeySettingsMessages } from '../../../../contracts/backoffice/journey-settings/messages';
import { said } from '../../../../contracts/core/messages';
import { getExplanations } from '../../../../query/backoffice/journey-settings/explanations';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function saveExplanation(deps: ApiDeps, input: CallIn<'saveExplanation'>, ctx: CallContext): Answer<'saveExplanation'> {
  const { type } = input.newData;
  const saved = await changeExplanations(deps, type, { type: 'Save', draft: input.newData, newId: deps.newId() }, ctx.command);
  return replyTo(saved, async () => ({
    explanations: await getExplanations(deps.db, type, (id) => deps.uploads.link(id, deps.clock())),
    ...said(journeySettingsMessages, 'ExplanationSaved'),
  }));
}
