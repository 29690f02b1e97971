import { changeContacts } from '../../../../command/coaching/recruiter-contacts/contacts-commands';
import { recruiterContactCount } from '../../../../query/coaching/recruiter-contacts/recruiter-contacts';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function addRecruiterContact(deps: ApiDeps, input: CallIn<'addRecruiterContact'>, ctx: CallContext): Answer<'addRecruiterContact'> {
  const added = await changeContacts(deps, { type: 'AddContacts', source: 'add', contacts: [{ email: input.email, name: input.name || null, company: input.company || null }] }, ctx.command);
  return replyTo(added, async () => ({ count: await recruiterContactCount(deps.db) }));
}
