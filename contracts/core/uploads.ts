import { z } from 'zod';
import { coreMessages } from './messages';

// What a call accepts, judged by the file's content (magic bytes), never by its name or the
// client's Content-Type.
export const uploadKinds = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'], image: false },
  doc: { mime: 'application/msword', extensions: ['doc'], image: false },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'], image: false },
  png: { mime: 'image/png', extensions: ['png'], image: true },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], image: true },
  webp: { mime: 'image/webp', extensions: ['webp'], image: true },
} as const;
export type UploadKind = keyof typeof uploadKinds;
export const uploadKindSchema = z.enum(Object.keys(uploadKinds) as [UploadKind, ...UploadKind[]]);

// One file field of a multipart call.
export type UploadField = {
  accept: readonly UploadKind[];
  maxBytes: number;
  // files in this field (1 unless said)
  maxCount?: number;
  required?: boolean;
  // what the caller is told instead of the general wording, where a screen names its own texts
  messages?: { tooLarge?: string; notAccepted?: string };
};

// Declared with the call (CallDefinition.upload): its file fields by name. Text fields of the
// form arrive as strings beside them and are validated by the call's input schema.
export type UploadRule = { files: Readonly<Record<string, UploadField>> };

// Rules later features share.
export const resumeFile: UploadField = { accept: ['pdf', 'doc', 'docx'], maxBytes: 5 * 1024 * 1024, required: true };
export const imageFile: UploadField = { accept: ['png', 'jpeg', 'webp'], maxBytes: 2 * 1024 * 1024, required: true };

// A file that passed its call's rule, still in memory: the handler decides whether to keep it
// (UploadStore.save) once the command is accepted.
export type UploadedFile = {
  field: string;
  kind: UploadKind;
  mime: string;
  // the client's name, made safe, with the extension of its real type
  name: string;
  size: number;
  bytes: Uint8Array;
};

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'bytes' in value && (value as { bytes: unknown }).bytes instanceof Uint8Array && 'kind' in value;

// The input schema of a multipart call names its files with these: readUpload has already
// checked them, so the schema only says which are expected.
// OpenAPI shows it as a binary form field.
export const uploadedFileSchema = z.custom<UploadedFile>(isUploadedFile, { message: coreMessages.AttachFile }).meta({ type: 'string', format: 'binary', description: 'A file, sent as multipart/form-data' });
export const uploadedFilesSchema = z.array(uploadedFileSchema);

// A kept file: what events and read models refer to, by id.
export const storedUploadSchema = z.object({
  id: z.string(),
  kind: uploadKindSchema,
  mime: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  ownerId: z.string().nullable(),
  uploadedAt: z.string(),
});
export type StoredUpload = z.infer<typeof storedUploadSchema>;

export type UploadStore = {
  save(file: UploadedFile, options: { ownerId: string | null; now: Date }): Promise<StoredUpload>;
  // null when there is no such file (or the id is malformed)
  get(id: string): Promise<{ meta: StoredUpload; bytes: Uint8Array } | null>;
  remove(id: string): Promise<void>;
  // A signed address of the file that expires (within about an hour, or ttlSeconds). Issue it only
  // in an answer, read or mail to someone allowed to see the file: whoever holds the link can fetch
  // the file until then.
  link(id: string, now: Date, ttlSeconds?: number): string;
};

// A stored file's signed address: the route serves nothing without a valid, unexpired signature.
export type FileLinkSignature = { expires: number; signature: string };
export const uploadUrl = (id: string, signed: FileLinkSignature): string =>
  `/files/${encodeURIComponent(id)}?expires=${signed.expires}&sig=${encodeURIComponent(signed.signature)}`;
