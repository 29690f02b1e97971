import { Worker } from 'node:worker_threads';
import { stripInvisible } from '../../contracts/identity/users/profile';

export type ResumeText = { text: string | null; error?: string };
type Pending = { resolve: (result: ResumeText) => void; timer: NodeJS.Timeout };

export const RESUME_TEXT_TIMEOUT_MS = 20_000;
// the description's limit (saveProfile)
const MAX_TEXT = 20_000;

// Lines kept, runs of spaces and blank lines folded, invisible characters gone.
export const tidyText = (text: string): string =>
  stripInvisible(text)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\t ]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_TEXT);

// One worker thread, started on first use and kept; a document that takes longer than the timeout
// ends the worker (the next document gets a fresh one) and reads as unreadable.
export function createResumeReader(timeoutMs = RESUME_TEXT_TIMEOUT_MS) {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();
  const settle = (id: number, result: ResumeText) => {
    const waiting = pending.get(id);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.delete(id);
    waiting.resolve(result);
  };
  const stop = (reason: string) => {
    const ending = worker;
    worker = null;
    void ending?.terminate();
    for (const id of [...pending.keys()]) settle(id, { text: null, error: reason });
  };
  const start = () => {
    const started = new Worker(new URL('./resume-text-worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: 256 } });
    started.unref();
    started.on('message', ({ id, text, error }: { id: number; text: string | null; error?: string }) => settle(id, { text: text === null ? null : tidyText(text), ...(error ? { error } : {}) }));
    started.on('error', (error) => worker === started && stop(error.message));
    started.on('exit', () => worker === started && stop('the reader stopped'));
    return started;
  };
  return {
    read(kind: string, bytes: Uint8Array): Promise<ResumeText> {
      worker ??= start();
      const id = nextId++;
      const copy = bytes.slice();
      return new Promise((resolve) => {
        pending.set(id, { resolve, timer: setTimeout(() => stop('reading took too long'), timeoutMs) });
        worker!.postMessage({ id, kind, bytes: copy }, [copy.buffer]);
      });
    },
    close: () => stop('closed'),
  };
}

// The server's reader, shared by every call that reads resumes.
export const resumeReader = createResumeReader();
