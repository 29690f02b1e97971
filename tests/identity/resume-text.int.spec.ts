import { afterAll, describe, expect, it } from 'vitest';
import { createResumeReader, tidyText } from '../../ops/uploads/resume-text';
import { doc } from '../uploads/fixtures';
import { docxWith, pdfWith } from './resume-fixtures';

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

  it('does not hold the main thread while a document is read', async () => {
    // a long document: read on the main thread it would hold the loop for most of the reading
    const document = new Uint8Array(pdfWith(Array.from({ length: 3000 }, (_, i) => `Line ${i} of a long resume`)));
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 2);
    const started = performance.now();
    const read = await reader.read('pdf', document);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(read.text).toContain('Line 0 of a long resume');
    // the loop was never held for as long as half the reading took (a ratio, so a busy machine,
    // which slows both, does not change the verdict)
    expect(longestGap).toBeLessThan(elapsed / 2);
  });

  it('tidies the text: invisible characters, runs of spaces and blank lines', () => {
    expect(tidyText('a\u200b b  \t c\r\n\n\n\n d ')).toBe('a b c\n\nd');
  });
});
