import path from 'node:path';
import type { FileStorage } from '../../contracts/core/file-storage';
import { createDiskStorage } from './disk-storage';
import { createS3Storage, type S3StorageConfig } from './s3-storage';

export type StorageConfig = { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3StorageConfig);

// FILE_STORAGE=disk (default: DATA_DIR/uploads) or s3 with S3_BUCKET, S3_REGION, S3_ENDPOINT,
// S3_FORCE_PATH_STYLE, S3_PREFIX, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (see the README).
export function storageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const kind = env.FILE_STORAGE ?? 'disk';
  if (kind === 'disk') return { kind, dir: path.join(dataDir, 'uploads') };
  if (kind !== 's3') throw new Error(`FILE_STORAGE must be disk or s3, got "${kind}"`);
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET is required when FILE_STORAGE=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    kind,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== 'false' : Boolean(env.S3_ENDPOINT),
    prefix: env.S3_PREFIX ?? 'uploads/',
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } } : {}),
  };
}

export const openFileStorage = (config: StorageConfig): FileStorage => (config.kind === 'disk' ? createDiskStorage(config.dir) : createS3Storage(config));
