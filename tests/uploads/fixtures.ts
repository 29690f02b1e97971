import { crc32, deflateRawSync } from 'node:zlib';

// Small real files of each type, and hostile ones, built in memory.

export const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
// a compound file whose directory names the WordDocument stream, as every .doc does
export const doc = (() => {
  const bytes = Buffer.alloc(2048);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(bytes, 0);
  bytes.writeUInt16LE(0x003e, 24);
  bytes.writeUInt16LE(0x0003, 26);
  bytes.writeUInt16LE(0xfffe, 28);
  bytes.writeUInt16LE(0x0009, 30);
  Buffer.from('Root Entry', 'utf16le').copy(bytes, 1024);
  Buffer.from('WordDocument', 'utf16le').copy(bytes, 1152);
  return bytes;
})();

type ZipEntry = { name: string; data: Buffer; store?: boolean };

// A minimal zip writer: local headers, central directory, end record.
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const body = e.store ? e.data : deflateRawSync(e.data, { level: 9 });
    const method = e.store ? 0 : 8;
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);
const documentXml = Buffer.from('<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>');

export const docx = zip([
  { name: '[Content_Types].xml', data: contentTypes },
  { name: 'word/document.xml', data: documentXml },
]);

// 50 MB of zeros deflate to ~50 KB: a docx that would inflate a thousandfold
export const zipBombDocx = () =>
  zip([
    { name: '[Content_Types].xml', data: contentTypes },
    { name: 'word/document.xml', data: documentXml },
    { name: 'word/media/padding.bin', data: Buffer.alloc(50 * 1024 * 1024) },
  ]);

// thousands of tiny entries: the other way to exhaust whoever unpacks it
export const manyEntriesDocx = () =>
  zip([
    { name: '[Content_Types].xml', data: contentTypes },
    { name: 'word/document.xml', data: documentXml },
    ...Array.from({ length: 1500 }, (_, i) => ({ name: `word/x${i}.xml`, data: Buffer.from('<a/>'), store: true })),
  ]);

export const macroDocx = zip([
  { name: '[Content_Types].xml', data: contentTypes },
  { name: 'word/document.xml', data: documentXml },
  { name: 'word/vbaProject.bin', data: Buffer.from('macro') },
]);

// valid PDF header, and a page to any browser that sniffs
export const pdfHtmlPolyglot = Buffer.concat([Buffer.from('%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n'), pdf.subarray(9)]);
// a valid JPEG with a script appended after its end marker
export const jpegWithScript = Buffer.concat([jpeg, Buffer.alloc(4096), Buffer.from('<script>alert(1)</script>')]);
export const svgWithScript = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
export const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
