import express, { type Response, type Router } from 'express';
import { categoryKeys, categoryLabel } from '../../../contracts/backoffice/statistics/metrics';
import { jobPagePath, searchPagePath, sitemapFiles, type SitemapUrl } from '../../../contracts/marketplace/sitemap/sitemap-xml';
import { activeJobsForSitemap, getSitemapWords, sitemapSources } from '../../../query/marketplace/sitemap/get-sitemap-words';
import type { ApiDeps } from '../../server/feature';

// A sitemap generated again at most this often while only the jobs move; a change of the words is
// seen at the next request.
export const JOB_CHANGES_REGENERATE_MS = 10 * 60_000;

type Generated = { sources: string; at: number; files: Map<string, string> };

async function generate(deps: ApiDeps, sources: string): Promise<Generated> {
  const base = deps.publicUrl.replace(/\/+$/, '');
  const { words } = await getSitemapWords(deps.db);
  const jobs = await activeJobsForSitemap(deps.db);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const urls: SitemapUrl[] = [
    { loc: `${base}/`, changefreq: 'daily' },
    ...categoryKeys.filter((c) => c !== 'other').map((c): SitemapUrl => ({ loc: `${base}${searchPagePath('jobs', categoryLabel(c))}`, changefreq: 'daily' })),
    ...words.map((w): SitemapUrl => ({ loc: `${base}${searchPagePath('jobs', w)}`, changefreq: 'daily' })),
    ...jobs.map((j): SitemapUrl => ({ loc: `${base}${jobPagePath(j)}`, lastmod: day(j.updated_at) })),
  ];
  const now = deps.clock();
  return { sources, at: now.getTime(), files: sitemapFiles(base, urls, day(now)) };
}

const send = (res: Response, type: string, body: string) => {
  res.setHeader('Content-Type', `${type}; charset=utf-8`);
  // crawlers may keep it an hour; the server keeps its own copy until the words or the jobs change
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.send(body);
};

// /sitemap.xml (and /sitemap-{n}.xml past 50,000 addresses) and /robots.txt, served by the server
// itself: every active job's page, the landing categories' searches and one search per word.
export function sitemapRoutes(deps: ApiDeps): Router {
  const router = express.Router();
  let cached: Generated | null = null;
  let pending: Promise<Generated> | null = null;
  const current = async (): Promise<Generated> => {
    const sources = await sitemapSources(deps.db);
    if (cached && cached.sources === sources) return cached;
    // only the jobs moved (the words' position is the same): the copy stands for a while
    const wordsAt = (s: string) => s.split('|').find((p) => p.startsWith('sitemap_words:')) ?? '';
    if (cached && wordsAt(cached.sources) === wordsAt(sources) && deps.clock().getTime() - cached.at < JOB_CHANGES_REGENERATE_MS) return cached;
    pending ??= generate(deps, sources).finally(() => {
      pending = null;
    });
    cached = await pending;
    return cached;
  };
  router.get(/^\/sitemap(-\d+)?\.xml$/, async (req, res, next) => {
    try {
      const file = (await current()).files.get(req.path.slice(1));
      if (file) send(res, 'application/xml', file);
      else res.status(404).type('text/plain').send('There is no such sitemap file');
    } catch (error) {
      next(error);
    }
  });
  router.get('/robots.txt', (_req, res) => {
    send(res, 'text/plain', `User-agent: *\nDisallow: /api/\nDisallow: /files/\nSitemap: ${deps.publicUrl.replace(/\/+$/, '')}/sitemap.xml\n`);
  });
  return router;
}
