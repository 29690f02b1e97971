import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallFailure } from '../../contracts/core/errors';
import { errorCatalog } from '../../contracts/errors';
import { codeOfMessage } from '../../contracts/messages';
import { imageFile, resumeFile, type UploadedFile, type UploadRule, type UploadStore } from '../../contracts/core/uploads';
import { createFileLinks } from '../../ops/uploads/file-links';
import { createFileRoute } from '../../ops/uploads/file-route';
import { createFileUploadStore } from '../../ops/uploads/file-upload-store';
import { createDiskStorage } from '../../ops/uploads/disk-storage';
import { readUpload } from '../../ops/uploads/read-upload';
import * as files from './fixtures';

// The shared upload path as a multipart call uses it: read the form under the call's rule, keep
// the accepted file, hand back its signed link, serve it through the one file route.
const rules: Record<string, UploadRule> = {
  resume: { files: { resume: resumeFile } },
  avatar: { files: { avatar: imageFile } },
  tiny: { files: { avatar: { ...imageFile, maxBytes: 1024 } } },
  gallery: { files: { images: { ...imageFile, maxCount: 3, required: false } } },
};

let server: Server;
let base: string;
let dir: string;
let store: UploadStore;
const links = createFileLinks('test-secret-that-is-long-enough-for-hs256');

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'jobswipe-uploads-'));
  store = createFileUploadStore(createDiskStorage(path.join(dir, 'uploads')), links);
  const app = express();
  app.post('/upload/:rule', async (req, res) => {
    try {
      const body = await readUpload(req, res, rules[req.params.rule]!);
      const kept = [];
      for (const value of Object.values(body)) {
        for (const file of Array.isArray(value) ? value : [value]) {
          if (typeof file !== 'object' || !file || !('bytes' in file)) continue;
          const meta = await store.save(file as UploadedFile, { ownerId: 'u1', now: new Date() });
          kept.push({ ...meta, url: store.link(meta.id, new Date()) });
        }
      }
      res.json({ body: Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string')), kept });
    } catch (error) {
      if (error instanceof CallFailure) return res.status(errorCatalog[error.code].status).json({ code: error.code, error: error.userMessage });
      res.status(500).json({ error: String(error) });
    }
  });
  app.use('/files', createFileRoute(store, links));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: number; body: { code?: string; error?: string; body?: Record<string, string>; kept?: { id: string; name: string; kind: string; mime: string; url: string }[] } };

const send = async (rule: string, parts: { field: string; bytes: Buffer; name: string; type?: string }[], text: Record<string, string> = {}): Promise<Answer> => {
  const form = new FormData();
  for (const [k, v] of Object.entries(text)) form.append(k, v);
  for (const p of parts) form.append(p.field, new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'application/octet-stream' }), p.name);
  const response = await fetch(`${base}/upload/${rule}`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};

const storedFiles = () => readdirSync(path.join(dir, 'uploads'), { withFileTypes: true }).filter((e) => e.isFile()).length;

describe('accepting files by their content', () => {
  it.each([
    ['a PDF', files.pdf, 'cv.pdf', 'pdf'],
    ['a Word document', files.docx, 'cv.docx', 'docx'],
    ['an old Word document', files.doc, 'cv.doc', 'doc'],
  ])('keeps %s as a resume, with its real type', async (_label, bytes, name, kind) => {
    const answer = await send('resume', [{ field: 'resume', bytes, name, type: 'text/html' }], { note: 'hello' });
    expect(answer.status).toBe(200);
    expect(answer.body.body).toEqual({ note: 'hello' });
    expect(answer.body.kept).toEqual([expect.objectContaining({ kind, name })]);
  });

  it('serves a kept document as a download that no browser may sniff or run', async () => {
    const answer = await send('resume', [{ field: 'resume', bytes: files.pdf, name: 'My CV (final).pdf' }]);
    const { id, url } = answer.body.kept![0]!;
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    const served = await fetch(`${base}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="My CV \(final\)\.pdf"/);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(files.pdf)).toBe(true);
  });

  it('serves a kept image inline, as that image type', async () => {
    const answer = await send('avatar', [{ field: 'avatar', bytes: files.png, name: 'me.png', type: 'text/html' }]);
    expect(answer.status).toBe(200);
    const served = await fetch(`${base}${answer.body.kept![0]!.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives a file without an extension the one of its type, and strips paths and markup from names', async () => {
    const plain = await send('avatar', [{ field: 'avatar', bytes: files.jpeg, name: 'photo' }]);
    expect(plain.body.kept![0]!.name).toBe('photo.jpg');
    const hostile = await send('avatar', [{ field: 'avatar', bytes: files.png, name: '../../etc/<img src=x onerror=alert(1)>.png' }]);
    expect(hostile.status).toBe(200);
    const name = hostile.body.kept![0]!.name;
    expect(name).not.toMatch(/[/\\<>"]/);
    expect(name.endsWith('.png')).toBe(true);
  });

  it('takes several files in a field that allows them, and none when it is optional', async () => {
    const two = await send('gallery', [{ field: 'images', bytes: files.png, name: 'a.png' }, { field: 'images', bytes: files.jpeg, name: 'b.jpg' }]);
    expect(two.body.kept).toHaveLength(2);
    expect((await send('gallery', [], { caption: 'none yet' })).status).toBe(200);
  });

  it('answers 404 for an unknown or malformed id, even with a valid signature, never a file from elsewhere', async () => {
    expect((await fetch(`${base}${store.link('0'.repeat(32), new Date())}`)).status).toBe(404);
    const traversal = store.link('../../etc/passwd', new Date());
    expect(traversal).toMatch(/^\/files\/\.\.%2F\.\.%2Fetc%2Fpasswd\?/);
    expect((await fetch(`${base}${traversal}`)).status).toBe(404);
    // without a signature the route does not even look
    expect((await fetch(`${base}/files/..%2F..%2Fetc%2Fpasswd`)).status).toBe(403);
  });
});

describe('refusing hostile or wrong files', () => {
  it.each([
    ['a zip bomb disguised as a docx', 'resume', 'resume', files.zipBombDocx(), 'cv.docx', 415, /expands to too much data/],
    ['a docx with thousands of entries', 'resume', 'resume', files.manyEntriesDocx(), 'cv.docx', 415, /entries/],
    ['a docx with macros', 'resume', 'resume', files.macroDocx, 'cv.docx', 415, /macros/],
    ['a PDF that is also a web page', 'resume', 'resume', files.pdfHtmlPolyglot, 'cv.pdf', 415, /markup/],
    ['a JPEG with a script appended', 'avatar', 'avatar', files.jpegWithScript, 'me.jpg', 415, /script/],
    ['an SVG with script', 'avatar', 'avatar', files.svgWithScript, 'me.svg', 415, /not accepted/],
    ['an HTML page sent as an image', 'avatar', 'avatar', files.html, 'me.png', 415, /not accepted/],
    ['a PNG named like a PDF', 'avatar', 'avatar', files.png, 'cv.pdf', 415, /named \.pdf but its content is PNG/],
    ['an image as a resume', 'resume', 'resume', files.png, 'cv.png', 415, /send pdf, doc, docx/],
    ['a file over the limit', 'tiny', 'avatar', Buffer.concat([files.png, Buffer.alloc(2048)]), 'me.png', 413, /at most 1 KB/],
    ['an empty file', 'avatar', 'avatar', Buffer.alloc(0), 'me.png', 400, /empty/],
  ])('refuses %s', async (_label, rule, field, bytes, name, status, message) => {
    const before = storedFiles();
    const answer = await send(rule, [{ field, bytes, name, type: 'image/png' }]);
    expect(answer.status).toBe(status);
    expect(answer.body.error).toMatch(message);
    expect(storedFiles()).toBe(before);
  });

  it('refuses a missing file, a file in an unknown field, and a second file where one is allowed', async () => {
    const missing = await send('avatar', [], { caption: 'x' });
    expect(missing.body.error).toMatch(/Attach a file in "avatar"/);
    // a catalog's message, known by its code (the call router sends the code with it)
    expect(codeOfMessage(missing.body.error!)).toEqual({ code: 'AttachFileIn', params: { field: 'avatar' } });
    expect((await send('avatar', [{ field: 'other', bytes: files.png, name: 'a.png' }])).body.error).toMatch(/Unexpected file field "other"/);
    const twice = await send('avatar', [{ field: 'avatar', bytes: files.png, name: 'a.png' }, { field: 'avatar', bytes: files.png, name: 'b.png' }]);
    expect(twice.status).toBe(400);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await fetch(`${base}/upload/avatar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(415);
  });
});
