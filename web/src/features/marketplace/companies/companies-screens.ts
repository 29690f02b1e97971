import { defineScreens } from '../../../app/screen';
import { loadJobsStrings } from '../jobs/jobs-strings';
import { loadCompaniesStrings } from './companies-strings';

// /companies: the list; /companies/{slug}-{id}: a company's page.
export const companiesScreens = defineScreens([
  { name: 'companies', path: '/companies/:slug?', page: () => import('./companies-route').then((m) => m.CompaniesRoute), strings: [loadCompaniesStrings, loadJobsStrings] },
]);
