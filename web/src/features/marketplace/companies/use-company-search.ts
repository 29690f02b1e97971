import { COMPANY_SEARCH_AFTER, COMPANY_SEARCH_PREFIX, companyNameKey } from '@contracts/marketplace/companies/company-values';
import { companiesApi } from './companies-api';

// The company search (spec §5): once more than 2 characters are typed, the companies starting with
// the first 2 are asked for (one answer serves every longer text), and narrowed here to the names
// that start with what is typed, case and spaces aside.
export const useCompanySearch = (text: string) => {
  const key = companyNameKey(text);
  const searching = text.trim().length > COMPANY_SEARCH_AFTER && key.length >= COMPANY_SEARCH_PREFIX;
  const answer = companiesApi.useGetCompaniesQuery({ search: key.slice(0, COMPANY_SEARCH_PREFIX), page: 1 }, { skip: !searching });
  const matches = searching ? (answer.data?.list ?? []).filter((c) => companyNameKey(c.name).startsWith(key)) : [];
  return { searching, matches, isFetching: answer.isFetching, isError: answer.isError, refetch: answer.refetch };
};
