import { adminUserDataInput } from '@contracts/identity/users/calls';
import type { UserData } from '@contracts/identity/users/user';

// The card's three editable fields as typed (a date input's yyyy-mm-dd; empty: no Pro).
export type Draft = { contactCredit: string; promoteCredit: string; proEndDate: string };
export type DraftField = keyof Draft;
export type FieldErrors = Partial<Record<DraftField, string>>;

// The Pro end as its day (UTC, as the server keeps a day: its last moment).
export const proDay = (user: Pick<UserData, 'isPro' | 'proEndDate'>): string => (user.isPro && user.proEndDate ? user.proEndDate.slice(0, 10) : '');

export const draftOf = (user: UserData): Draft => ({ contactCredit: String(user.contactCredit), promoteCredit: String(user.promoteCredit), proEndDate: proDay(user) });

const asNumber = (typed: string): number | string => (/^\s*-?\d+(\.\d+)?\s*$/.test(typed) ? Number(typed) : typed);

// What the draft changes, as setAdminUserData's data: only the fields that differ from the user.
export function changesOf(draft: Draft, user: UserData): Record<string, unknown> {
  const saved = draftOf(user);
  const data: Record<string, unknown> = {};
  if (draft.contactCredit !== saved.contactCredit) data.contactCredit = asNumber(draft.contactCredit);
  if (draft.promoteCredit !== saved.promoteCredit) data.promoteCredit = asNumber(draft.promoteCredit);
  if (draft.proEndDate !== saved.proEndDate) data.proEndDate = draft.proEndDate || null;
  return data;
}

// The server's own rules, run in the browser first: each problem on its field.
export function problemsOf(data: Record<string, unknown>): FieldErrors {
  const parsed = adminUserDataInput.safeParse(data);
  if (parsed.success) return {};
  return fieldErrorsOf(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })), '');
}

// Issues of a call's answer ('data.contactCredit') or of the form ('contactCredit'), by field.
export function fieldErrorsOf(issues: readonly { path: string; message: string }[], prefix = 'data.'): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.startsWith(prefix) ? issue.path.slice(prefix.length) : null;
    if (field === 'contactCredit' || field === 'promoteCredit' || field === 'proEndDate') errors[field] ??= issue.message;
  }
  return errors;
}
