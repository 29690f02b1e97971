import { changeContacts } from '../../../../command/coaching/recruiter-contacts/contacts-commands';
import { recruiterContactCount } from '../../../../query/coaching/recruiter-contacts/recruiter-contacts';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function removeRecruiterContact(deps: ApiDeps, input: CallIn<'removeRecruiterContact'>, ctx: CallContext): Answer<'removeRecruiterContact'> {
  const removed = await changeContacts(deps, { type: 'RemoveContact', email: input.email }, ctx.command);
  return replyTo(removed, async () => ({ count: await recruiterContactCount(deps.db) }));
}
