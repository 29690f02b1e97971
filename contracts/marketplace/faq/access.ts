import { defineAccessRows, everyone } from '../../core/access-matrix';
import { faqCalls } from './calls';

export const faqAccess = defineAccessRows(faqCalls, {
  'get-faq-data': { expect: everyone(200) },
});
