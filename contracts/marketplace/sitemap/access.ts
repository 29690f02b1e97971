import { admins, defineAccessRows } from '../../core/access-matrix';
import { sitemapCalls } from './calls';

export const sitemapAccess = defineAccessRows(sitemapCalls, {
  getSitemapWords: { expect: admins(200) },
  saveSitemapWords: { expect: admins(200), body: () => ({ words: ['react developer'] }) },
});
