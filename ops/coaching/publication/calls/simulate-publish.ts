import { said } from '../../../../contracts/core/messages';
import { publicationMessages as m } from '../../../../contracts/coaching/publication/messages';
import { changePublication } from '../../../../command/coaching/publication/publication-commands';
import { publicationOwner } from '../answers';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// The publish mailed as a part would be, to the addresses staff chose (a reaction mails it).
export async function simulatePublish(deps: ApiDeps, input: CallIn<'simulatePublish'>, ctx: CallContext): Answer<'simulatePublish'> {
  const userId = await publicationOwner(deps, input.publishId);
  const simulated = await changePublication(deps, userId, { type: 'Simulate', to: [...new Set(input.emailsToSimulate)] }, ctx.command);
  return replyTo(simulated, () => said(m, 'EmailSent'));
}
