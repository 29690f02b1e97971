import { jobSlug } from '../jobs/search-values';

// A sitemap file holds at most 50,000 addresses (sitemaps.org); more go into several files named by
// a sitemap index.
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapUrl = { loc: string; lastmod?: string; changefreq?: 'daily' | 'weekly' };

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

// /jobs/{company-title-location}-{id}: as the web links a job.
export const jobPagePath = (job: { id: string; company: string; title: string; location: string }): string => {
  const text = jobSlug(job);
  return `/jobs/${encodeURIComponent(text ? `${text}-${job.id}` : job.id)}`;
};

// One search page: {query}-{jobs|resumes}-SRCH_L_Q0,{length}, as the landing page's category
// links and the search box write it (marketplace spec §1).
export const searchPagePath = (list: 'jobs' | 'resumes', query: string): string => `/${list}/${encodeURIComponent(`${query}-${list}-SRCH_L_Q0,${query.length}`)}`;

export function urlSet(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    (u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${u.changefreq ? `<changefreq>${u.changefreq}</changefreq>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}${entries.length ? '\n' : ''}</urlset>\n`;
}

export function sitemapIndex(locs: readonly string[], lastmod: string): string {
  const entries = locs.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

// The files of a sitemap: one urlset when the addresses fit, else an index (at /sitemap.xml) naming
// /sitemap-1.xml, /sitemap-2.xml, … each with at most `max` addresses.
export function sitemapFiles(base: string, urls: readonly SitemapUrl[], lastmod: string, max = SITEMAP_MAX_URLS): Map<string, string> {
  const files = new Map<string, string>();
  if (urls.length <= max) {
    files.set('sitemap.xml', urlSet(urls));
    return files;
  }
  const names: string[] = [];
  for (let i = 0; i * max < urls.length; i++) {
    const name = `sitemap-${i + 1}.xml`;
    names.push(`${base}/${name}`);
    files.set(name, urlSet(urls.slice(i * max, (i + 1) * max)));
  }
  files.set('sitemap.xml', sitemapIndex(names, lastmod));
  return files;
}
