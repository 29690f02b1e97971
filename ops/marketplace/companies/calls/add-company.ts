import { addCompany as addTheCompany } from '../../../../command/marketplace/companies/add-company';
import { CallFailure } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { companyMessages } from '../../../../contracts/marketplace/companies/messages';
import { getCompanyById } from '../../../../query/marketplace/companies/get-companies';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function addCompany(deps: ApiDeps, input: CallIn<'addCompany'>, ctx: CallContext): Answer<'addCompany'> {
  const added = await addTheCompany(deps, { name: input.company, url: input.url ?? null }, ctx.command);
  return replyTo(added, async ({ companyId }) => {
    const company = await getCompanyById(deps.db, companyId);
    if (!company) throw new CallFailure('CompanyNotFound');
    return { company, ...said(companyMessages, 'CompanyAddedSaid') };
  });
}
