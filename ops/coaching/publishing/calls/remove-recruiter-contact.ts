import { changeContacts } from '../../../../command/coaching/publishing/grid-commands';
import { recruiterContactCount } from '../../../../query/coaching/publishing/recruiter-contacts';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function removeRecruiterContact(deps: ApiDeps, input: CallIn<'removeRecruiterContact'>, ctx: CallContext): Answer<'removeRecruiterContact'> {
  const removed = await changeContacts(deps, { type: 'RemoveContact', email: input.email }, ctx.command);
  return replyTo(removed, async () => ({ count: await recruiterContactCount(deps.db) }));
}
