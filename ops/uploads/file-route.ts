import express, { type Router } from 'express';
import type { Clock } from '../../contracts/core/ports';
import { uploadKinds, type UploadStore } from '../../contracts/core/uploads';
import type { FileLinks } from './file-links';

// RFC 6266: an ASCII fallback plus the UTF-8 name.
const disposition = (type: 'inline' | 'attachment', name: string) =>
  `${type}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const MAX_CACHE_SECONDS = 3600;

// GET /files/:id?expires=…&sig=…: a kept file, only through a link the server signed for someone
// allowed to see it, and never as a page. The link is checked before the store is asked, so a
// refusal says nothing about whether the file exists. The type is the one its content was checked
// to be, the browser may not sniff another, images alone show inline and everything else
// downloads, and a sandbox CSP keeps script dead even if a browser rendered it as a document.
export function createFileRoute(store: UploadStore, links: FileLinks, clock: Clock = () => new Date()): Router {
  const router = express.Router();
  router.get('/:id', async (req, res, next) => {
    try {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      const now = clock();
      const link = links.check(req.params.id, req.query, now);
      // a refusal is never cached: the next read hands out a fresh link for the same address
      if (link !== 'ok') res.setHeader('Cache-Control', 'no-store');
      if (link === 'invalid') return res.status(403).type('text/plain').send('This file link is not valid');
      if (link === 'expired') return res.status(410).type('text/plain').send('This file link has expired: open the file again from the page that showed it');
      const found = await store.get(req.params.id);
      if (!found) return res.status(404).type('text/plain').send('Not found');
      const { meta, bytes } = found;
      const kind = uploadKinds[meta.kind];
      res.setHeader('Content-Type', kind.mime);
      res.setHeader('Content-Disposition', disposition(kind.image ? 'inline' : 'attachment', meta.name));
      // no copy outlives its link
      const left = Math.floor((Number(req.query.expires) * 1000 - now.getTime()) / 1000);
      res.setHeader('Cache-Control', `private, max-age=${Math.max(0, Math.min(MAX_CACHE_SECONDS, left))}`);
      res.setHeader('Content-Length', String(bytes.byteLength));
      return res.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } catch (error) {
      return next(error);
    }
  });
  return router;
}
