import { coreMessages, say } from '../../contracts/core/messages';
import { uploadKinds, type UploadKind } from '../../contracts/core/uploads';

export type NameCheck = { ok: true; name: string } | { ok: false; reason: string };

// The client's file name as shown back to people: no path, no control or markup characters, at
// most 100 characters, ending in the extension of the file's real type. A name that claims
// another type (a PNG called cv.pdf) is refused: someone is confused or lying.
export function safeFileName(original: string, kind: UploadKind): NameCheck {
  const base = original.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\p{L}\p{N}\p{M} ._()\-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).slice(0, 90).trim() || 'file';
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  const known: readonly string[] = uploadKinds[kind].extensions;
  if (extension && !known.includes(extension))
    return { ok: false, reason: say(coreMessages.NameClaimsOtherType, { extension: extension.slice(0, 10), kind: kind.toUpperCase() }) };
  return { ok: true, name: `${stem}.${extension || known[0]}` };
}
