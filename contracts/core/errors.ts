import { z } from 'zod';

export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  correlationId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

// Typed error codes that deciders and handlers return; the HTTP layer maps them to a status and a
// message a person can act on.
export const errorCatalog = {
  ValidationFailed: { status: 400, message: 'Some fields need your attention' },
  Unauthenticated: { status: 401, message: 'Please sign in to continue' },
  TokenExpired: { status: 401, message: 'Your session has expired, please sign in again' },
  WrongCredentials: { status: 401, message: 'Wrong email or password' },
  Forbidden: { status: 403, message: 'You are not allowed to do this' },
  NotASeeker: { status: 403, message: 'You need to be a job seeker' },
  NotARecruiter: { status: 403, message: 'You need to be a recruiter' },
  NotAdmin: { status: 403, message: 'Only administrators can do this' },
  UnknownCall: { status: 404, message: 'There is no such call' },
  NotFound: { status: 404, message: 'Not found' },
  JobNotFound: { status: 404, message: 'This job is no longer available' },
  NotJobOwner: { status: 403, message: 'This job belongs to another recruiter' },
  JobDeleted: { status: 409, message: 'This job was deleted and cannot be changed' },
  EmailTaken: { status: 409, message: 'An account with this email already exists' },
  PasswordsDiffer: { status: 400, message: 'Passwords do not match' },
  CaptchaFailed: { status: 400, message: 'We could not verify that you are human, please try again' },
  ResetCodeInvalid: { status: 400, message: 'This reset link is not valid, please ask for a new one' },
  ResetCodeExpired: { status: 400, message: 'Reset password link expired' },
  JobLimitReached: { status: 409, message: 'Your jobs limit reached' },
  Conflict: { status: 409, message: 'Someone else changed this at the same time, please try again' },
  PayloadTooLarge: { status: 413, message: 'The request is too large' },
  Internal: { status: 500, message: 'Something went wrong' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

// What deciders return instead of throwing.
export type DomainError = { code: ErrorCode; message?: string };
export const domainError = (code: ErrorCode, message?: string): DomainError => ({ code, message });
export const isDomainError = (value: unknown): value is DomainError =>
  typeof value === 'object' && value !== null && 'code' in value && typeof (value as DomainError).code === 'string' && !Array.isArray(value);

// Thrown by handlers with a catalogued code; the HTTP layer answers with its status and message.
export class CallFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? errorCatalog[code].message);
    this.name = 'CallFailure';
  }
}

export const failWith = (error: DomainError): never => {
  throw new CallFailure(error.code, error.message);
};
