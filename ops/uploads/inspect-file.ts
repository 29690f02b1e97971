import { fileTypeFromBuffer } from 'file-type';
import yauzl from 'yauzl';
import { coreMessages, say } from '../../contracts/core/messages';
import { uploadKinds, type UploadKind } from '../../contracts/core/uploads';

export type Inspection = { ok: true; kind: UploadKind } | { ok: false; reason: string };

// Limits of a zip container (docx), read from its central directory without inflating anything.
export const zipLimits = { maxEntries: 1000, maxTotalBytes: 50 * 1024 * 1024, maxRatio: 100 };

const listZip = (bytes: Uint8Array) =>
  new Promise<{ name: string; compressed: number; uncompressed: number; method: number }[]>((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('unreadable zip'));
      if (zip.entryCount > zipLimits.maxEntries) {
        zip.close();
        return reject(new Error(`${zip.entryCount} entries`));
      }
      const entries: { name: string; compressed: number; uncompressed: number; method: number }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push({ name: entry.fileName, compressed: entry.compressedSize, uncompressed: entry.uncompressedSize, method: entry.compressionMethod });
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });

// A zip bomb declares what it will inflate to: too many entries, too many bytes in all, or an
// entry that inflates far beyond what it weighs.
async function checkZip(bytes: Uint8Array): Promise<string | null> {
  let entries;
  try {
    entries = await listZip(bytes);
  } catch (error) {
    return say(coreMessages.ArchiveDamaged, { detail: error instanceof Error ? error.message : 'unreadable' });
  }
  let total = 0;
  for (const e of entries) {
    if (e.method !== 0 && e.method !== 8) return say(coreMessages.CompressionUnknown);
    total += e.uncompressed;
    if (total > zipLimits.maxTotalBytes) return say(coreMessages.ExpandsTooMuch);
    if (e.uncompressed > 1024 * 1024 && e.uncompressed > zipLimits.maxRatio * Math.max(e.compressed, 1)) return say(coreMessages.ExpandsTooMuch);
  }
  if (total > zipLimits.maxRatio * bytes.byteLength && total > 1024 * 1024) return say(coreMessages.ExpandsTooMuch);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return say(coreMessages.NotAWordDocument);
  // macros live there; a .docx never has them
  if ([...names].some((n) => /vbaProject\.bin$/i.test(n))) return say(coreMessages.MacrosRefused);
  return null;
}

// What a browser's sniffer (and older ones, further in) would take for markup. A file that starts
// like a page is refused even when it is also a valid PDF or image: it is never worth the risk.
const markup = /<(?:!doctype|html|head|body|script|iframe|frame|svg|object|embed|meta|style|title|link|base|form|div|font|table|h1|!--|\?xml)[\s>/]/i;
const scriptAnywhere = /<(?:script|html|svg|iframe|object|embed)[\s>/]|javascript:/i;

const latin1 = (bytes: Uint8Array, from = 0, to = bytes.byteLength) => Buffer.from(bytes.buffer, bytes.byteOffset + from, Math.max(0, Math.min(to, bytes.byteLength) - from)).toString('latin1');

const isWordBinary = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from('WordDocument', 'utf16le'));

// Tells the file's real type from its bytes and checks it against what the call accepts.
export async function inspectFile(bytes: Uint8Array, accept: readonly UploadKind[]): Promise<Inspection> {
  if (bytes.byteLength === 0) return { ok: false, reason: say(coreMessages.FileEmpty) };
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  // before anything inflates a byte of it
  if (isZip) {
    const problem = await checkZip(bytes);
    if (problem) return { ok: false, reason: problem };
  }
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const kind: UploadKind | null =
    detected?.ext === 'pdf' ? 'pdf'
    : detected?.ext === 'docx' ? 'docx'
    : detected?.ext === 'png' ? 'png'
    : detected?.ext === 'jpg' ? 'jpeg'
    : detected?.ext === 'webp' ? 'webp'
    : detected?.ext === 'cfb' && isWordBinary(bytes) ? 'doc'
    : null;
  const allowed = accept.map((k) => uploadKinds[k].extensions[0]).join(', ');
  if (!kind || !accept.includes(kind)) return { ok: false, reason: say(coreMessages.FileTypeRefused, { types: allowed }) };
  // a zip's first kilobyte may hold a stored XML part; its entries were checked above
  const head = latin1(bytes, 0, 1024);
  if (!isZip && markup.test(head)) return { ok: false, reason: say(coreMessages.MarkupRefused) };
  if (uploadKinds[kind].image && scriptAnywhere.test(latin1(bytes))) return { ok: false, reason: say(coreMessages.ScriptInImage) };
  return { ok: true, kind };
}
