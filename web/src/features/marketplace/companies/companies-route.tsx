import { useParams } from 'react-router';
import { companyIdOfSlug } from '@contracts/marketplace/companies/company-values';
import { CompaniesPage } from './companies-page';
import { CompanyPage } from './company-page';

// /companies: the list; /companies/{slug}-{id}: the company the id names.
export const CompaniesRoute = () => {
  const { slug } = useParams();
  return slug ? <CompanyPage key={slug} companyId={companyIdOfSlug(slug)} /> : <CompaniesPage />;
};
