import type { ErrorCode } from '../errors';

export { apiErrorSchema, coreErrors, errorMessagesOf, type ApiErrorBody } from './error-catalog';

// What deciders return instead of throwing.
export type DomainError = { code: ErrorCode; message?: string };
export const domainError = (code: ErrorCode, message?: string): DomainError => ({ code, message });
export const isDomainError = (value: unknown): value is DomainError =>
  typeof value === 'object' && value !== null && 'code' in value && typeof (value as DomainError).code === 'string' && !Array.isArray(value);

// Thrown by handlers with a catalogued code; the HTTP layer answers with its status and message.
export class CallFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly userMessage?: string,
    readonly details?: Record<string, unknown>,
  ) {
    // the HTTP layer answers the catalogue's message when none is given
    super(userMessage ?? code);
    this.name = 'CallFailure';
  }
}

export const failWith = (error: DomainError): never => {
  throw new CallFailure(error.code, error.message);
};
