import { defineFeature, tableTypes } from '../../core/feature';
import { companiesAccess } from './access';
import { companyCalls } from './calls';
import { companyErrors } from './errors';
import { companyEvents } from './events';
import { COMPANY_STREAM_PREFIX } from './ids';
import { companyChangedMessage } from './live';
import { companyMessages } from './messages';
import type { CompanyTables } from './tables';

// Companies (/companies, /companies/{slug}-{id}): the companies people add, one per name, with the
// reviews and interview reviews people write of them, their rating and sub-ratings, and their
// active jobs.
export const companiesFeature = defineFeature({
  name: 'marketplace/companies',
  calls: companyCalls,
  access: companiesAccess,
  events: companyEvents,
  live: { 'company.changed': companyChangedMessage },
  errors: companyErrors,
  messages: companyMessages,
  streams: [COMPANY_STREAM_PREFIX],
  tables: tableTypes<CompanyTables>(),
});
