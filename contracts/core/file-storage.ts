// Where kept files' bytes live: a directory under DATA_DIR by default, an S3-compatible bucket by
// configuration. Keys are the store's own (random ids), never a client's file name.
export type FileStorage = {
  // 'disk' or 's3', for logs and health
  readonly kind: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  // null when there is no such key
  get(key: string): Promise<Uint8Array | null>;
  // removing what is not there is no error
  remove(key: string): Promise<void>;
};
