import { getCompanyById, getCompanyByName } from '../../../../query/marketplace/companies/get-companies';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getCompany(deps: ApiDeps, input: CallIn<'getCompany'>, _ctx: CallContext): Answer<'getCompany'> {
  const company = 'id' in input ? await getCompanyById(deps.db, input.id) : await getCompanyByName(deps.db, input.name);
  return company ? { result: company } : { notFound: true };
}
