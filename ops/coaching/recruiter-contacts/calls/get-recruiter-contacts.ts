import { getRecruiterContactsTable } from '../../../../query/coaching/recruiter-contacts/recruiter-contacts';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getRecruiterContacts(deps: ApiDeps, input: CallIn<'getRecruiterContacts'>, _ctx: CallContext): Answer<'getRecruiterContacts'> {
  return getRecruiterContactsTable(deps.db, input);
}
