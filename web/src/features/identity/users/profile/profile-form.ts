import type { z } from 'zod';
import { saveProfileInput } from '@contracts/identity/users/calls';
import { translateCode, translateMessage } from '../../../../app/i18n';
import { errorIssues } from '../../../../shared/api-error';

// What a section sends: saveProfile's fields as a form holds them (before the server's normalisation).
export type ProfileFields = z.input<typeof saveProfileInput>;

// A section's problems by field path ('experience.0.title'), in the reader's language.
export type FieldErrors = Readonly<Record<string, string>>;

// The server's rules, run in the browser first: every problem of the section at once.
export const checkProfile = (input: ProfileFields): FieldErrors => {
  const parsed = saveProfileInput.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= translateMessage(issue.message);
  return errors;
};

// What the server refused, by field, when it named fields.
export const serverErrors = (error: unknown): FieldErrors => {
  const errors: Record<string, string> = {};
  for (const issue of errorIssues(error)) errors[issue.path] ??= issue.code ? translateCode('messages', issue.code, issue.params, issue.message) : translateMessage(issue.message);
  return errors;
};

// Props for a MUI text field showing the problem at a path.
export const problemAt = (errors: FieldErrors, path: string) => (errors[path] ? { error: true, helperText: errors[path] } : {});

// '' in a form is nothing sent as null.
export const orNull = (text: string): string | null => (text.trim() ? text : null);
export const numberOrNull = (text: string): number | null => (text === '' ? null : Number(text));
