// Faults that mean "the database cannot be reached right now", not "this request is wrong": the
// caller is told to come back (503) instead of getting a 500. The pool reconnects by itself once
// the server is back.
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  // connection exceptions, and the server shutting down, starting up or out of connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

const lostConnection = /Connection terminated|connection.*(closed|ended|terminated)|Client has encountered a connection error|timeout exceeded when trying to connect/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (typeof message === 'string' && lostConnection.test(message)) return true;
    // an AggregateError from a connection attempt to several addresses
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    e = cause;
  }
  return false;
}
