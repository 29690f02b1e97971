import { z } from 'zod';
import type { ErrorCode } from '../errors';

export { coreErrors, errorMessagesOf } from './error-catalog';

const params = z.record(z.string(), z.union([z.string(), z.number()]));

// Every answer that is not a success, under /api: `issues` is always there on a 400. `code` is the
// error's code; when `error` says something other than that code's catalogue message, messageCode
// and params name it (contracts/core/messages.ts), as each issue's code and params do, so a client
// translates by code.
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  messageCode: z.string().optional(),
  params: params.optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string(), code: z.string().optional(), params: params.optional() })).optional(),
  correlationId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

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
