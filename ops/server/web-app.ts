import { existsSync } from 'node:fs';
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

// Serves the built web app: assets pre-compressed with long caching, and index.html for every
// client-side route (never cached without revalidation).
export function serveWebApp(web: Express, webDist: string): void {
  if (!existsSync(webDist)) {
    web.get('/', (_req, res) => res.status(503).send('The web app is not built: run `npm run build`.'));
    return;
  }
  const assets = path.join(webDist, 'assets');
  web.use('/assets', precompressed(assets, () => IMMUTABLE));
  // a missing asset is a 404, not the app's page
  web.use('/assets', (_req, res) => res.status(404).end());
  web.use(precompressed(webDist, () => REVALIDATE));
  const page = path.join(webDist, 'index.html');
  // client-side routes all load the same page
  web.get(/^(?!\/(api|socket\.io)\/).*/, (req, res) => {
    const encoding = bestEncoding(req.get('accept-encoding'));
    res.setHeader('Cache-Control', REVALIDATE);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type('html');
    if (encoding && existsSync(page + encoding.extension)) {
      res.setHeader('Content-Encoding', encoding.name);
      res.sendFile(page + encoding.extension, { cacheControl: false, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
    } else res.sendFile(page, { cacheControl: false });
  });
}
