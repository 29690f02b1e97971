import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import compression from 'compression';
import type { ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

// The web build's files are fingerprinted under /assets: a browser may keep them for a year. The
// page itself (index.html, favicon) must be checked every time so a deploy is seen at once.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

// Brotli and gzip copies are written at build time (web/vite.config.ts); brotli when the browser takes it.
const precompressed = (root: string, cacheControl: (file: string) => string) =>
  expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      cacheControl: false,
      setHeaders: (res: ServerResponse, file: string) => {
        res.setHeader('Cache-Control', cacheControl(file));
      },
    },
  });

const bestEncoding = (accept: string | undefined): { name: string; extension: string } | null => {
  if (accept?.includes('br')) return { name: 'br', extension: '.br' };
  if (accept?.includes('gzip')) return { name: 'gzip', extension: '.gz' };
  return null;
};

const isCsv = (res: ServerResponse) => String(res.getHeader('Content-Type') ?? '').startsWith('text/csv');

// API answers are compressed on the fly once they are worth it. A table's file (CSV) is large and
// written as its rows are read: it takes zlib's fastest level, about a third of the default's CPU
// for a file a little larger, so the export is not held up by its compression; JSON the default.
export const compressApi = (): RequestHandler => {
  const files = compression({ threshold: 1024, level: 1, filter: (req, res) => isCsv(res) && compression.filter(req, res) });
  const json = compression({ threshold: 1024, filter: (req, res) => !isCsv(res) && compression.filter(req, res) });
  return (req, res, next) => files(req, res, (error?: unknown) => (error ? next(error) : json(req, res, next)));
};

const attribute = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type PageSettings = { product: string; productSlug?: string };

// The page with what the server runs with: the coaching brand as an admin named it (or PRODUCT_NAME)
// in <meta name="product">, and PRODUCT_NAME in <meta name="product-slug">, which the web's screen
// addresses are made of (they stay when the brand is renamed). Meta tags the web reads before its
// screens are declared: no inline script, the CSP allows none.
export const pageWithSettings = (html: string, settings: PageSettings): string => {
  const metas = [`<meta name="product" content="${attribute(settings.product)}" />`, ...(settings.productSlug !== undefined ? [`<meta name="product-slug" content="${attribute(settings.productSlug)}" />`] : [])];
  return html.replace(/<meta name="product(-slug)?"[^>]*>\s*/gi, '').replace(/<\/head>/i, `  ${metas.join('\n  ')}\n  </head>`);
};

type Encoded = { html: Buffer; br: Buffer; gzip: Buffer };
const encode = (text: string): Encoded => {
  const html = Buffer.from(text);
  return { html, br: brotliCompressSync(html), gzip: gzipSync(html) };
};

// Serves the built web app: assets pre-compressed with long caching, and index.html for every
// client-side route (never cached without revalidation), with the settings as they are now in it.
export function serveWebApp(web: Express, webDist: string, settings: () => Promise<PageSettings>): void {
  if (!existsSync(webDist)) {
    web.get('/', (_req, res) => res.status(503).send('The web app is not built: run `npm run build`.'));
    return;
  }
  const assets = path.join(webDist, 'assets');
  web.use('/assets', precompressed(assets, () => IMMUTABLE));
  // a missing asset is a 404, not the app's page
  web.use('/assets', (_req, res) => res.status(404).end());
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  // compressed once per content: the settings are read on every request, the work is redone only
  // when they changed
  let last: { text: string; encoded: Encoded } | null = null;
  const pageOf = (text: string): Encoded => {
    if (last?.text !== text) last = { text, encoded: encode(text) };
    return last.encoded;
  };
  const page: RequestHandler = async (req, res, next) => {
    try {
      const encoded = pageOf(pageWithSettings(template, await settings()));
      const encoding = bestEncoding(req.get('accept-encoding'));
      res.setHeader('Cache-Control', REVALIDATE);
      res.setHeader('Vary', 'Accept-Encoding');
      res.type('html');
      if (encoding) res.setHeader('Content-Encoding', encoding.name);
      res.send(encoding ? encoded[encoding.name as 'br' | 'gzip'] : encoded.html);
    } catch (error) {
      next(error);
    }
  };
  web.get('/index.html', page);
  web.use(precompressed(webDist, () => REVALIDATE));
  // client-side routes all load the same page
  web.get(/^(?!\/(api|socket\.io)\/).*/, page);
}
