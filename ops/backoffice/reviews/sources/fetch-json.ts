import { domainError, type DomainError } from '../../../../contracts/core/errors';
import { say } from '../../../../contracts/core/messages';
import { reviewsMessages as m } from '../../../../contracts/backoffice/reviews/messages';

// The fetch an adapter is given: the platform's, or recorded answers in tests.
export type Fetch = (url: string, init?: { headers?: Record<string, string>; signal?: AbortSignal }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

const TIMEOUT_MS = 15_000;

// One GET of a JSON API (its body wrapped, so no answer passes for an error); a failure names the status and the service's own reason.
export async function getJson(fetch: Fetch, url: string, headers: Record<string, string> = {}): Promise<{ body: unknown } | DomainError> {
  let response: Awaited<ReturnType<Fetch>>;
  try {
    response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (cause) {
    return domainError('ReviewSourceUnavailable', say(m.SourceFailed, { status: 0, reason: cause instanceof Error ? cause.message : 'no answer' }));
  }
  const body = await response.json().catch(() => null);
  if (response.ok && body !== null) return { body };
  // Google APIs answer { error: { code, message, status } }
  const reason = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return domainError(response.status === 401 || response.status === 403 ? 'ReviewImportRefused' : 'ReviewSourceUnavailable', say(m.SourceFailed, { status: response.status, reason: typeof reason === 'string' ? reason : 'unreadable answer' }));
}
