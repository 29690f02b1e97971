import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../../contracts/core/file-storage';

const KEY = /^[A-Za-z0-9._-]{1,200}$/;

// Files in one directory, readable by the server's user only. A key is one path segment: it can
// never name a file outside the directory.
export function createDiskStorage(dir: string): FileStorage {
  const fileOf = (key: string) => {
    if (!KEY.test(key) || key.startsWith('.')) throw new Error(`Not a storage key: ${key}`);
    return path.join(dir, key);
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(fileOf(key), bytes, { flag: 'wx', mode: 0o600 });
    },
    async get(key) {
      try {
        const bytes = await readFile(fileOf(key));
        return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
