import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { companyPath } from '@contracts/marketplace/companies/company-values';
import { companiesApi } from './companies-api';

// A job's company: a link to its company page when the company is listed (by name, case and spaces
// aside), else its name as plain text.
export const CompanyName = ({ name, shown }: { name: string; shown: string }) => {
  const { data } = companiesApi.useGetCompanyQuery({ name: name.trim() }, { skip: !name.trim() });
  const company = data && 'result' in data ? data.result : null;
  return company ? (
    <Link component={RouterLink} to={companyPath(company)} underline="hover" data-testid="job-company-link">
      {shown}
    </Link>
  ) : (
    <>{shown}</>
  );
};
