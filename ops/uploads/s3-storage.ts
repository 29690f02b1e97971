import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from '../../contracts/core/file-storage';

export type S3StorageConfig = {
  bucket: string;
  region: string;
  // another S3-compatible service (MinIO, R2, s3rver…); AWS when absent
  endpoint?: string;
  // http://host/bucket/key addressing, which most S3-compatible services want
  forcePathStyle: boolean;
  // keys are written under this prefix ('uploads/' by default)
  prefix: string;
  // the SDK's own chain (environment, profile, instance role) when absent
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

// Kept files in an S3-compatible bucket. Nothing is public: the app serves each file through its
// own signed link (ops/uploads/file-route.ts), so the bucket needs no policy beyond the app's key.
export function createS3Storage(config: S3StorageConfig, client = s3Client(config)): FileStorage & { client: S3Client } {
  const Key = (key: string) => `${config.prefix}${key}`;
  return {
    kind: 's3',
    client,
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: Key(key), Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: Key(key) }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: Key(key) }));
    },
  };
}

export const s3Client = (config: S3StorageConfig): S3Client =>
  new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
