import { getCompanies as readCompanies } from '../../../../query/marketplace/companies/get-companies';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getCompanies(deps: ApiDeps, input: CallIn<'getCompanies'>, _ctx: CallContext): Answer<'getCompanies'> {
  return readCompanies(deps.db, input);
}
