import express, { type Router } from 'express';
import { uploadKinds, type UploadStore } from '../../contracts/core/uploads';

// RFC 6266: an ASCII fallback plus the UTF-8 name.
const disposition = (type: 'inline' | 'attachment', name: string) =>
  `${type}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

// GET /files/:id: a kept file, never as a page. The type is the one its content was checked to
// be, the browser may not sniff another, images alone show inline and everything else downloads,
// and a sandbox CSP keeps script dead even if a browser rendered it as a document.
export function createFileRoute(store: UploadStore): Router {
  const router = express.Router();
  router.get('/:id', async (req, res, next) => {
    try {
      const found = await store.get(req.params.id);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      if (!found) return res.status(404).type('text/plain').send('Not found');
      const { meta, bytes } = found;
      const kind = uploadKinds[meta.kind];
      res.setHeader('Content-Type', kind.mime);
      res.setHeader('Content-Disposition', disposition(kind.image ? 'inline' : 'attachment', meta.name));
      res.setHeader('Cache-Control', 'private, max-age=3600');
      res.setHeader('Content-Length', String(bytes.byteLength));
      return res.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } catch (error) {
      return next(error);
    }
  });
  return router;
}
