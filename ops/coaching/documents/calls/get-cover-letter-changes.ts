import { coverLetterChanges } from '../../../../command/coaching/documents/cover-letter-changes';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

// journeyId names the client's journey (its user id).
export async function getCoverLetterChanges(deps: ApiDeps, input: CallIn<'getCoverLetterChanges'>, _ctx: CallContext): Answer<'getCoverLetterChanges'> {
  const changes = await coverLetterChanges(deps.store, input.journeyId, input.id);
  const ids = [...new Set(changes.map((c) => c.byUser).filter((id): id is string => id !== null))];
  const emails = new Map(ids.length ? (await deps.db.selectFrom('user_account').select(['id', 'email']).where('id', 'in', ids).execute()).map((r) => [r.id, r.email]) : []);
  return { changes: changes.map(({ byUser, ...c }) => ({ ...c, byUserEmail: byUser ? (emails.get(byUser) ?? null) : null })) };
}
