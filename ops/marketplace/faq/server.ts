import { faqFeature } from '../../../contracts/marketplace/faq/feature';
import { defineServerFeature } from '../../server/feature';
import { getFaqData } from './calls/get-faq-data';

export const faqServer = defineServerFeature({
  contract: faqFeature,
  projections: [],
  migrations: [],
  reads: {},
  calls: { 'get-faq-data': getFaqData },
});
