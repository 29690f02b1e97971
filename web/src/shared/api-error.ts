import type { ApiError } from '../app/base-query';
import { translateCode, translateMessage } from '../app/i18n';

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' &&
  value !== null &&
  'status' in value &&
  'body' in value &&
  typeof (value as ApiError).body === 'object' &&
  typeof (value as ApiError).body?.error === 'string';

// The server's text when it sent one, otherwise the generic message; in the reader's language, by
// the code the server sent with it.
export const errorText = (error: unknown, fallback: string): string => {
  if (!isApiError(error) || !error.body.error) return fallback;
  const { error: english, code, messageCode, params } = error.body;
  if (messageCode) return translateCode('messages', messageCode, params, english);
  // a form's first problem says more than "some fields need your attention"
  const first = error.body.issues?.[0];
  if (code === 'ValidationFailed' && first?.code) return translateCode('messages', first.code, first.params, first.message);
  if (code) return translateCode('errors', code, undefined, english);
  return translateMessage(english);
};

export const errorIssues = (error: unknown): { path: string; message: string; code?: string; params?: Record<string, string | number> }[] =>
  isApiError(error) ? (error.body.issues ?? []) : [];
