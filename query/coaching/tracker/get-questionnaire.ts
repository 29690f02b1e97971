import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { questionnaireFieldNames, type Lead, type Questionnaire } from '../../../contracts/coaching/tracker/interview';

type Db = Kysely<Database>;
type Answer = string | number | boolean | null;
const answerOf = (v: unknown): Answer => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null);

export async function questionnaireOf(db: Db, userId: string): Promise<Questionnaire | null> {
  const row = await db.selectFrom('tracker_questionnaire').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const answers = Object.fromEntries(questionnaireFieldNames.map((f) => [f, answerOf(row.answers[f])])) as Record<(typeof questionnaireFieldNames)[number], Answer>;
  return { _id: row.questionnaire_id, timestamp: row.submitted_at ? new Date(row.submitted_at).toISOString() : null, ...answers, comments: row.comments };
}

export async function leadsOf(db: Db, userId: string): Promise<Lead[]> {
  const rows = await db.selectFrom('tracker_lead').selectAll().where('user_id', '=', userId).orderBy('date', 'desc').execute();
  return rows.map((r) => ({ _id: r.lead_id, date: r.date, communicationChannel: r.communication_channel, csManager: r.cs_manager, summary: r.summary }));
}
