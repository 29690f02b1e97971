import type { Request, Response } from 'express';
import multer from 'multer';
import { CallFailure } from '../../contracts/core/errors';
import { coreMessages, say } from '../../contracts/core/messages';
import { unsafeTextReason } from '../../contracts/core/safe-strings';
import { uploadKinds, type UploadedFile, type UploadRule } from '../../contracts/core/uploads';
import { inspectFile } from './inspect-file';
import { safeFileName } from './safe-name';

// Text fields of a multipart form: few and short; files are limited by their rule.
const FIELD_LIMITS = { fields: 30, fieldSize: 64 * 1024, fieldNameSize: 64, parts: 50 };

// The body limit a multipart call needs for its rule: every file at its largest, plus the form.
export const uploadBodyLimit = (rule: UploadRule): number =>
  Object.values(rule.files).reduce((sum, f) => sum + f.maxBytes * (f.maxCount ?? 1), 0) + FIELD_LIMITS.fields * FIELD_LIMITS.fieldSize;

const kib = (n: number) => (n >= 1024 * 1024 ? `${Math.round(n / 1024 / 1024)} MB` : `${Math.round(n / 1024)} KB`);

const multerFault = (error: unknown, rule: UploadRule): CallFailure => {
  if (error instanceof multer.MulterError) {
    const field = error.field ? rule.files[error.field] : undefined;
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new CallFailure('PayloadTooLarge', field?.messages?.tooLarge ?? say(coreMessages.FileTooLarge, { size: kib(field?.maxBytes ?? 0) }));
      case 'LIMIT_UNEXPECTED_FILE':
        return new CallFailure('ValidationFailed', say(coreMessages.FileFieldUnexpected, { field: String(error.field).slice(0, 64) }));
      case 'LIMIT_FILE_COUNT':
        return new CallFailure('ValidationFailed', say(coreMessages.FilesTooMany, { field: String(error.field).slice(0, 64) }));
      default:
        return new CallFailure('ValidationFailed', say(coreMessages.FormTooLarge));
    }
  }
  return new CallFailure('ValidationFailed', say(coreMessages.UploadIncomplete));
};

const parse = (req: Request, res: Response, rule: UploadRule) =>
  new Promise<void>((resolve, reject) => {
    const largest = Math.max(...Object.values(rule.files).map((f) => f.maxBytes));
    const upload = multer({
      storage: multer.memoryStorage(),
      // browsers send names in UTF-8 without saying so
      defParamCharset: 'utf8',
      limits: { ...FIELD_LIMITS, fileSize: largest, files: Object.values(rule.files).reduce((n, f) => n + (f.maxCount ?? 1), 0) },
    }).fields(Object.entries(rule.files).map(([name, f]) => ({ name, maxCount: f.maxCount ?? 1 })));
    upload(req, res, (error: unknown) => (error ? reject(multerFault(error, rule)) : resolve()));
  });

// Reads a multipart call's form under its rule: each file's type is told from its content and
// must be one the field accepts, within the field's size, not empty, not a zip bomb, not markup
// posing as a document or image, with a name that does not claim another type. Answers a plain
// body for the call's input schema: the text fields as strings, each file field as an
// UploadedFile (an array when the field takes several). Throws a CallFailure (400, 413, 415).
export async function readUpload(req: Request, res: Response, rule: UploadRule): Promise<Record<string, unknown>> {
  if (!req.is('multipart/form-data')) throw new CallFailure('UnsupportedMediaType', say(coreMessages.SendMultipart));
  await parse(req, res, rule);
  const body: Record<string, unknown> = {};
  const raw = (req.body ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(raw)) {
    if (!/^[A-Za-z_][\w.-]{0,63}$/.test(key) || key in rule.files) throw new CallFailure('ValidationFailed', say(coreMessages.FormFieldUnexpected, { field: key.slice(0, 64) }));
    if (typeof value !== 'string') throw new CallFailure('ValidationFailed', say(coreMessages.SendFieldOnce, { field: key }));
    const reason = unsafeTextReason(value, { field: key });
    if (reason) throw new CallFailure('ValidationFailed', reason);
    body[key] = value;
  }
  const received = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
  for (const [field, fieldRule] of Object.entries(rule.files)) {
    const files: UploadedFile[] = [];
    for (const file of received[field] ?? []) {
      if (file.size > fieldRule.maxBytes) throw new CallFailure('PayloadTooLarge', fieldRule.messages?.tooLarge ?? say(coreMessages.FileTooLarge, { size: kib(fieldRule.maxBytes) }));
      const bytes = new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength);
      const inspected = await inspectFile(bytes, fieldRule.accept);
      if (!inspected.ok) throw file.size === 0 ? new CallFailure('ValidationFailed', inspected.reason) : new CallFailure('UnsupportedMediaType', fieldRule.messages?.notAccepted ?? inspected.reason);
      const named = safeFileName(file.originalname, inspected.kind);
      if (!named.ok) throw new CallFailure('UnsupportedMediaType', fieldRule.messages?.notAccepted ?? named.reason);
      files.push({ field, kind: inspected.kind, mime: uploadKinds[inspected.kind].mime, name: named.name, size: file.size, bytes });
    }
    if (!files.length && fieldRule.required) throw new CallFailure('ValidationFailed', say(coreMessages.AttachFileIn, { field }));
    if (files.length) body[field] = (fieldRule.maxCount ?? 1) > 1 ? files : files[0];
  }
  return body;
}
