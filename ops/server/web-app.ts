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

// API answers are JSON: compressed on the fly once they are worth it.
export const compressApi = (): RequestHandler => compression({ threshold: 1024 });

const attribute = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// The page with what the server is configured with at run time: the coaching brand (PRODUCT_NAME)
// in a meta tag the web reads before its screens are declared (no inline script: the CSP allows none).
export const pageWithSettings = (html: string, settings: { product: string }): string =>
  html.replace(/<meta name="product"[^>]*>\s*/i, '').replace(/<\/head>/i, `  <meta name="product" content="${attribute(settings.product)}" />\n  </head>`);

// Serves the built web app: assets pre-compressed with long caching, and index.html for every
// client-side route (never cached without revalidation), with the server's settings in it.
export function serveWebApp(web: Express, webDist: string, settings: { product: string }): void {
  if (!existsSync(webDist)) {
    web.get('/', (_req, res) => res.status(503).send('The web app is not built: run `npm run build`.'));
    return;
  }
  const assets = path.join(webDist, 'assets');
  web.use('/assets', precompressed(assets, () => IMMUTABLE));
  // a missing asset is a 404, not the app's page
  web.use('/assets', (_req, res) => res.status(404).end());
  const html = Buffer.from(pageWithSettings(readFileSync(path.join(webDist, 'index.html'), 'utf8'), settings));
  // compressed once, at start
  const encoded: Record<string, Buffer> = { br: brotliCompressSync(html), gzip: gzipSync(html) };
  const page: RequestHandler = (req, res) => {
    const encoding = bestEncoding(req.get('accept-encoding'));
    res.setHeader('Cache-Control', REVALIDATE);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type('html');
    if (encoding) res.setHeader('Content-Encoding', encoding.name);
    res.send(encoding ? encoded[encoding.name] : html);
  };
  web.get('/index.html', page);
  web.use(precompressed(webDist, () => REVALIDATE));
  // client-side routes all load the same page
  web.get(/^(?!\/(api|socket\.io)\/).*/, page);
}
