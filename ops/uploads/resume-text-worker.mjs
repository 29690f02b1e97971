// Reads a resume's text off the main thread: a large or hostile document can take the worker's
// time and memory, never the server's. Plain JavaScript, so the worker starts without a compiler.
import { parentPort } from 'node:worker_threads';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';

async function read(kind, bytes) {
  if (kind === 'docx') return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  if (kind === 'pdf') {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      return (await extractText(pdf, { mergePages: true })).text;
    } finally {
      await pdf.destroy();
    }
  }
  // a legacy .doc (a compound file) has no reader here
  return null;
}

parentPort.on('message', async ({ id, kind, bytes }) => {
  try {
    parentPort.postMessage({ id, text: await read(kind, bytes) });
  } catch (error) {
    parentPort.postMessage({ id, text: null, error: String(error?.message ?? error) });
  }
});
