import { clientAmount, type ClientEdit } from '@contracts/backoffice/clients-status/clients-table';
import type { ClientRow } from '@contracts/backoffice/clients-status/calls';

// The edit dialog's fields as typed: the amount as text ('' for none), the manager's id ('' for none).
export type ClientDraft = { amount: string; manager: string; status: string; plan: string };

export const draftOf = (row: ClientRow): ClientDraft => ({ amount: row.amount === null ? '' : String(row.amount), manager: row.managerId ?? '', status: row.status ?? '', plan: row.plan ?? '' });

// What is wrong with the amount typed, as the server's message code would say it; null when fine.
export function amountProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parsed = clientAmount.safeParse(Number(trimmed));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

// Only the fields the reader changed: what editClientsData is sent (null when nothing changed).
export function changesOf(row: ClientRow, draft: ClientDraft): ClientEdit | null {
  const before = draftOf(row);
  const edit: ClientEdit = {};
  if (draft.amount.trim() !== before.amount) edit.amount = draft.amount.trim() === '' ? null : Number(draft.amount.trim());
  if (draft.manager !== before.manager) edit.manager = draft.manager || null;
  if (draft.status !== before.status && draft.status) edit.status = draft.status;
  if (draft.plan !== before.plan && draft.plan) edit.plan = draft.plan;
  return Object.keys(edit).length ? edit : null;
}
