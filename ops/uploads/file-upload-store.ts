import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { storedUploadSchema, type StoredUpload, type UploadStore } from '../../contracts/core/uploads';
import type { FileLinks } from './file-links';

const ID = /^[a-f0-9]{32}$/;

// Kept files under DATA_DIR/uploads, outside the web root: the bytes under a random id (the
// client's name never touches the file system) and the metadata beside them. The id is 128
// random bits, so it cannot be guessed from another one; it is served only through a signed link.
export function createFileUploadStore(dir: string, links: FileLinks): UploadStore {
  const fileOf = (id: string) => path.join(dir, id);
  const metaOf = (id: string) => path.join(dir, `${id}.json`);
  return {
    async save(file, { ownerId, now }) {
      await mkdir(dir, { recursive: true });
      const id = randomBytes(16).toString('hex');
      const meta: StoredUpload = { id, kind: file.kind, mime: file.mime, name: file.name, size: file.size, ownerId, uploadedAt: now.toISOString() };
      await writeFile(fileOf(id), file.bytes, { flag: 'wx', mode: 0o600 });
      await writeFile(metaOf(id), JSON.stringify(meta), { flag: 'wx', mode: 0o600 });
      return meta;
    },
    async get(id) {
      if (!ID.test(id)) return null;
      try {
        const meta = storedUploadSchema.parse(JSON.parse(await readFile(metaOf(id), 'utf8')));
        const bytes = await readFile(fileOf(id));
        return { meta, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(id) {
      if (!ID.test(id)) return;
      await rm(fileOf(id), { force: true });
      await rm(metaOf(id), { force: true });
    },
    link: (id, now) => links.sign(id, now),
  };
}
