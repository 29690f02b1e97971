import { companiesStartingWith } from '../../../../query/coaching/tracker/get-interviews';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getCompaniesOptions(deps: ApiDeps, input: CallIn<'getCompaniesOptions'>, _ctx: CallContext): Answer<'getCompaniesOptions'> {
  return { list: await companiesStartingWith(deps.db, input.search) };
}
