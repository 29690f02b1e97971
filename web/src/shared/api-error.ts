import type { ApiError } from '../app/base-query';
import { translateMessage } from '../app/i18n';

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' &&
  value !== null &&
  'status' in value &&
  'body' in value &&
  typeof (value as ApiError).body === 'object' &&
  typeof (value as ApiError).body?.error === 'string';

// The server's text when it sent one, otherwise the generic message; in the reader's language.
export const errorText = (error: unknown, fallback: string): string =>
  isApiError(error) && error.body.error ? translateMessage(error.body.error) : fallback;

export const errorIssues = (error: unknown): { path: string; message: string }[] =>
  isApiError(error) ? (error.body.issues ?? []) : [];
