import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../contracts/core/file-storage';
import { createDiskStorage } from '../../ops/uploads/disk-storage';
import { createFileLinks } from '../../ops/uploads/file-links';
import { createFileUploadStore } from '../../ops/uploads/file-upload-store';
import { createS3Storage } from '../../ops/uploads/s3-storage';
import { storageConfig } from '../../ops/uploads/storage-config';
import { pdf } from './fixtures';

// One behaviour whichever storage keeps the files: the local disk, and an S3-compatible bucket
// (s3rver, running in this process).
const dir = mkdtempSync(path.join(tmpdir(), 'jobswipe-storage-'));
let s3rver: S3rver;
let endpoint = '';

beforeAll(async () => {
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'jobswipe-files', configs: [] }] });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3rver?.close();
  rmSync(dir, { recursive: true, force: true });
});

const storages: [string, () => FileStorage][] = [
  ['disk', () => createDiskStorage(path.join(dir, 'disk'))],
  [
    's3',
    () =>
      createS3Storage(
        storageConfig(
          { FILE_STORAGE: 's3', S3_BUCKET: 'jobswipe-files', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
          dir,
        ) as Parameters<typeof createS3Storage>[0],
      ),
  ],
];

describe.each(storages)('%s file storage', (_kind, open) => {
  it('keeps bytes under a key, reads them back, and removes them', async () => {
    const storage = open();
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await storage.put('a1b2', bytes, 'application/octet-stream');
    expect(await storage.get('a1b2')).toEqual(bytes);
    await storage.remove('a1b2');
    expect(await storage.get('a1b2')).toBeNull();
    await storage.remove('a1b2');
  });

  it('answers null for a key that was never written', async () => {
    expect(await open().get('never-written')).toBeNull();
  });

  it('carries the upload store: save, get with its metadata, a signed link, remove', async () => {
    const store = createFileUploadStore(open(), createFileLinks('storage-test-secret'));
    const now = new Date();
    const meta = await store.save({ field: 'file', kind: 'pdf', mime: 'application/pdf', name: 'cv.pdf', size: pdf.length, bytes: new Uint8Array(pdf) }, { ownerId: 'u1', now });
    const found = await store.get(meta.id);
    expect(found?.meta).toEqual(meta);
    expect(Buffer.from(found!.bytes).equals(pdf)).toBe(true);
    expect(store.link(meta.id, now)).toMatch(new RegExp(`^/files/${meta.id}\\?expires=\\d+&sig=`));
    await store.remove(meta.id);
    expect(await store.get(meta.id)).toBeNull();
  });
});

describe('storage configuration', () => {
  it('defaults to DATA_DIR/uploads and refuses an incomplete S3 setting', () => {
    expect(storageConfig({}, '/data')).toEqual({ kind: 'disk', dir: '/data/uploads' });
    expect(() => storageConfig({ FILE_STORAGE: 's3' }, '/data')).toThrow('S3_BUCKET is required');
    expect(() => storageConfig({ FILE_STORAGE: 'ftp' }, '/data')).toThrow('FILE_STORAGE must be disk or s3');
    expect(() => storageConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' }, '/data')).toThrow('go together');
  });
});
