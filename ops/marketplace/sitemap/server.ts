import { sitemapFeature } from '../../../contracts/marketplace/sitemap/feature';
import { sitemapWordsProjection } from '../../../projections/marketplace/sitemap/sitemap-words.projection';
import { defineServerFeature } from '../../server/feature';
import { getSitemapWords } from './calls/get-sitemap-words';
import { saveSitemapWords } from './calls/save-sitemap-words';
import { sitemapRoutes } from './sitemap-routes';

export const sitemapServer = defineServerFeature({
  contract: sitemapFeature,
  projections: [sitemapWordsProjection],
  migrations: [],
  reads: { saveSitemapWords: [sitemapWordsProjection] },
  calls: { getSitemapWords, saveSitemapWords },
  routes: sitemapRoutes,
});
