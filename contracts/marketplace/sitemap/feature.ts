import { defineFeature, tableTypes } from '../../core/feature';
import { sitemapAccess } from './access';
import { sitemapCalls } from './calls';
import { sitemapEvents } from './events';
import { SITEMAP_WORDS_STREAM_PREFIX } from './ids';
import { sitemapMessages } from './messages';
import type { SitemapTables } from './tables';

// The sitemap's keywords (admins) and the /sitemap.xml and /robots.txt the server generates.
export const sitemapFeature = defineFeature({
  name: 'marketplace/sitemap',
  calls: sitemapCalls,
  access: sitemapAccess,
  events: sitemapEvents,
  live: {},
  errors: {},
  messages: sitemapMessages,
  streams: [SITEMAP_WORDS_STREAM_PREFIX],
  tables: tableTypes<SitemapTables>(),
});
