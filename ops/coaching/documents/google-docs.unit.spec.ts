import { describe, expect, it } from 'vitest';
import { convertGoogleDoc, exportUrl, googleDocId, type FetchLike } from './google-docs';

// The document service cannot be reached from here: these are its answers as recorded from
// docs.google.com's export link (status and headers; the body is not read).
const recorded = {
  sharedDocx: { status: 200, headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } },
  sharedPdf: { status: 200, headers: { 'content-type': 'application/pdf' } },
  privateDoc: { status: 307, headers: { location: 'https://accounts.google.com/ServiceLogin?continue=https://docs.google.com/document/d/x/export', 'content-type': 'text/html; charset=UTF-8' } },
  missingDoc: { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } },
};
type Recorded = (typeof recorded)[keyof typeof recorded];

const replaying = (answer: Recorded | Error, asked: string[] = []): FetchLike => async (url) => {
  asked.push(url);
  if (answer instanceof Error) throw answer;
  const headers = answer.headers as Record<string, string>;
  return { status: answer.status, headers: { get: (name: string) => headers[name.toLowerCase()] ?? null } };
};

const link = 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOp_qr-stu/edit?usp=sharing';

describe('Google Docs conversion adapter, against recorded answers of the document service', () => {
  it('reads the document id from a Docs link and nothing else', () => {
    expect(googleDocId(link)).toBe('1AbCdEfGhIjKlMnOp_qr-stu');
    expect(googleDocId('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view')).toBeNull();
    expect(googleDocId('http://docs.google.com/document/d/1AbCdEfGhIjKlMnOp/edit')).toBeNull();
    expect(googleDocId('not a link')).toBeNull();
  });

  it('completes when a shared doc exports in the asked format', async () => {
    const asked: string[] = [];
    expect(await convertGoogleDoc(replaying(recorded.sharedDocx, asked), link, 'docx')).toEqual({ ok: true });
    expect(asked).toEqual([exportUrl('1AbCdEfGhIjKlMnOp_qr-stu', 'docx')]);
    expect(await convertGoogleDoc(replaying(recorded.sharedPdf), link, 'pdf')).toEqual({ ok: true });
  });

  it('fails for a private doc (sign-in redirect), a missing one, a wrong type, a network fault, and a link that is no Docs link', async () => {
    expect(await convertGoogleDoc(replaying(recorded.privateDoc), link, 'docx')).toEqual({ ok: false });
    expect(await convertGoogleDoc(replaying(recorded.missingDoc), link, 'pdf')).toEqual({ ok: false });
    expect(await convertGoogleDoc(replaying(recorded.sharedPdf), link, 'docx')).toEqual({ ok: false });
    expect(await convertGoogleDoc(replaying(new Error('ECONNREFUSED')), link, 'pdf')).toEqual({ ok: false });
    const asked: string[] = [];
    expect(await convertGoogleDoc(replaying(recorded.sharedDocx, asked), 'https://example.com/cv.docx', 'docx')).toEqual({ ok: false });
    expect(asked).toEqual([]);
  });
});
