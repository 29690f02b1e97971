import { afterAll, describe, expect, it, vi } from 'vitest';
import { createResumeReader, tidyText } from '../../ops/uploads/resume-text';
import { doc } from '../uploads/fixtures';
import { docxWith, pdfWith } from './resume-fixtures';

// The parsers run only in the reader's worker: on this thread they fail to load, so a document
// read here instead (holding the server's loop while it parses) fails every test below.
vi.mock('unpdf', () => {
  throw new Error('unpdf was loaded on the main thread');
});
vi.mock('mammoth', () => {
  throw new Error('mammoth was loaded on the main thread');
});

const reader = createResumeReader(10_000);
afterAll(() => reader.close());

describe('reading a resume on a worker thread', () => {
  it('reads the paragraphs of a docx', async () => {
    const read = await reader.read('docx', new Uint8Array(docxWith(['Dana Cohen', 'Skills: Selenium, Python & SQL'])));
    expect(read.text).toBe('Dana Cohen\n\nSkills: Selenium, Python & SQL');
  });

  it('reads the lines of a pdf', async () => {
    const read = await reader.read('pdf', new Uint8Array(pdfWith(['Omer Levi', 'Kubernetes (5 years)'])));
    expect(read.text).toMatch(/Omer Levi\s+Kubernetes \(5 years\)/);
  });

  it('says a legacy .doc cannot be read, and a broken file too, and keeps working', async () => {
    expect((await reader.read('doc', new Uint8Array(doc))).text).toBeNull();
    const broken = await reader.read('docx', new Uint8Array(Buffer.from('PK\u0003\u0004 not really a zip')));
    expect(broken.text).toBeNull();
    expect(broken.error).toBeTruthy();
    expect((await reader.read('docx', new Uint8Array(docxWith(['Still here'])))).text).toBe('Still here');
  });

  it('ends a reading that takes too long, and the next one gets a fresh worker', async () => {
    const impatient = createResumeReader(1);
    try {
      expect(await impatient.read('pdf', new Uint8Array(pdfWith(['Slow'])))).toEqual({ text: null, error: 'reading took too long' });
      const patient = createResumeReader(10_000);
      expect((await patient.read('docx', new Uint8Array(docxWith(['Fresh'])))).text).toBe('Fresh');
      patient.close();
    } finally {
      impatient.close();
    }
  });

  it('reads on the worker thread: the main thread never loads a parser', async () => {
    // a page full, read while the parsers cannot load on this thread (mocked above)
    const document = new Uint8Array(pdfWith(Array.from({ length: 50 }, (_, i) => `Line ${i} of a long resume`)));
    const read = await reader.read('pdf', document);
    expect(read).toEqual({ text: expect.stringContaining('Line 0 of a long resume') });
    expect(read.text).toContain('Line 49 of a long resume');
  });

  it('tidies the text: invisible characters, runs of spaces and blank lines', () => {
    expect(tidyText('a\u200b b  \t c\r\n\n\n\n d ')).toBe('a b c\n\nd');
  });
});
