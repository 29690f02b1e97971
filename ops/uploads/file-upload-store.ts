import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../../contracts/core/file-storage';
import { storedUploadSchema, type StoredUpload, type UploadStore } from '../../contracts/core/uploads';
import type { FileLinks } from './file-links';

const ID = /^[a-f0-9]{32}$/;

// Kept files in a FileStorage (DATA_DIR/uploads, outside the web root, or a bucket): the bytes under
// a random id (the client's name never becomes a key) and the metadata beside them. The id is 128
// random bits, so it cannot be guessed from another one; it is served only through a signed link.
export function createFileUploadStore(storage: FileStorage, links: FileLinks): UploadStore {
  const metaOf = (id: string) => `${id}.json`;
  return {
    async save(file, { ownerId, now }) {
      const id = randomBytes(16).toString('hex');
      const meta: StoredUpload = { id, kind: file.kind, mime: file.mime, name: file.name, size: file.size, ownerId, uploadedAt: now.toISOString() };
      await storage.put(id, file.bytes, file.mime);
      await storage.put(metaOf(id), new TextEncoder().encode(JSON.stringify(meta)), 'application/json');
      return meta;
    },
    async get(id) {
      if (!ID.test(id)) return null;
      const [metaBytes, bytes] = await Promise.all([storage.get(metaOf(id)), storage.get(id)]);
      if (!metaBytes || !bytes) return null;
      return { meta: storedUploadSchema.parse(JSON.parse(new TextDecoder().decode(metaBytes))), bytes };
    },
    async remove(id) {
      if (!ID.test(id)) return;
      await storage.remove(id);
      await storage.remove(metaOf(id));
    },
    link: (id, now, ttlSeconds) => links.sign(id, now, ttlSeconds),
  };
}
