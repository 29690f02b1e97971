import { sql, type Kysely, type SqlBool } from 'kysely';
import { DateTime } from 'luxon';
import { tableQueryOf, type TableInputOf } from '../../../contracts/core/data-table';
import type { Database } from '../../../contracts/database';
import { FOLLOW_UP_ZONE, type Lead } from '../../../contracts/backoffice/leads/lead';
import { leadsTable } from '../../../contracts/backoffice/leads/leads-table';
import { LEAD_PROJECTION, LEAD_SEARCHED_TOGETHER } from '../../../contracts/backoffice/leads/tables';
import { tableColumn, tablePage, tableRows, type TableSource } from '../../core/data-table';

type LeadRow = Omit<Lead, 'date' | 'followUpReminderDate'> & { date: Date | string; followUpReminderDate: Date | string | null };

const dayStart = (day: string) => DateTime.fromISO(day, { zone: FOLLOW_UP_ZONE }).startOf('day').toJSDate();
const dayEnd = (day: string) => DateTime.fromISO(day, { zone: FOLLOW_UP_ZONE }).startOf('day').plus({ days: 1 }).toJSDate();

// A lead with its manager's name, one column per column of the leads table.
export const leadsSource: TableSource<typeof leadsTable.filters, LeadRow> = {
  rows: (db) =>
    db
      .selectFrom('lead as l')
      .leftJoin('user_account as a', 'a.id', 'l.cs_manager')
      .select([
        'l.id as _id',
        'l.date as date',
        'l.name as name',
        'l.email as email',
        'l.phone as phone',
        'l.international_phone as internationalPhone',
        'l.communication_channel as communicationChannel',
        'l.cs_manager as csManager',
        sql<string | null>`case when a.id is null then null else trim(a.first_name || ' ' || coalesce(a.last_name, '')) end`.as('csManagerName'),
        'l.status as status',
        'l.relevant as relevant',
        'l.follow_up_reminder_date as followUpReminderDate',
        'l.is_follow_up_needed as isFollowUpNeeded',
        'l.contacted_us as contactedUs',
        'l.is_knew_about_service as isKnewAboutService',
        'l.summary as summary',
        'l.questionnaire_id as questionnaireId',
      ])
      .as('t'),
  filters: {
    from: (from) => sql<SqlBool>`${tableColumn('date')} >= ${dayStart(from)}`,
    to: (to) => sql<SqlBool>`${tableColumn('date')} < ${dayEnd(to)}`,
  },
  countedFrom: [LEAD_PROJECTION],
  searchTogether: LEAD_SEARCHED_TOGETHER.map(([key]) => key),
  // the manager's name, by the accounts so named: the lead's own column then answers from its index
  search: {
    csManagerName: async (pattern, db) => {
      const named = await db.selectFrom('user_account').select('id').where(sql<SqlBool>`trim(first_name || ' ' || coalesce(last_name, '')) ilike ${pattern}`).execute();
      return named.length ? sql<SqlBool>`${tableColumn('csManager')} = any(${named.map((a) => a.id)})` : sql<SqlBool>`false`;
    },
  },
};

const iso = (d: Date | string) => new Date(d).toISOString();
export const toLead = (r: LeadRow): Lead => ({ ...r, date: iso(r.date), followUpReminderDate: r.followUpReminderDate ? iso(r.followUpReminderDate) : null });

type LeadsInput = TableInputOf<typeof leadsTable>;

// One page of the leads table.
export async function getLeadsPage(db: Kysely<Database>, input: LeadsInput): Promise<{ data: Lead[]; count: number }> {
  const page = await tablePage(db, leadsTable, leadsSource, tableQueryOf(leadsTable, input));
  return { data: page.rows.map(toLead), count: page.count };
}

// Every lead the input keeps, in the table's order, in chunks (the CSV file).
export const leadsTableRows = async function* (db: Kysely<Database>, input: LeadsInput): AsyncGenerator<Lead[]> {
  for await (const chunk of tableRows(db, leadsTable, leadsSource, tableQueryOf(leadsTable, input))) yield chunk.map(toLead);
};

export async function getLead(db: Kysely<Database>, leadId: string): Promise<Lead | null> {
  const row = await db.selectFrom(leadsSource.rows(db)).selectAll('t').where('t._id', '=', leadId).executeTakeFirst();
  return row ? toLead(row as LeadRow) : null;
}

// Leads whose follow-up reminder has come by `now`, on its day in Israel (or within the two hours
// before, so a reminder just before midnight is not missed by an hourly run): their manager is mailed.
export async function leadRemindersDue(db: Kysely<Database>, now: Date): Promise<{ leadId: string; name: string; phone: string; email: string; summary: string; reminder: string; manager: { email: string; name: string } }[]> {
  const dayBegan = DateTime.fromJSDate(now, { zone: FOLLOW_UP_ZONE }).startOf('day').toJSDate();
  const since = new Date(Math.min(dayBegan.getTime(), now.getTime() - 2 * 3_600_000));
  const rows = await db
    .selectFrom('lead as l')
    .innerJoin('user_account as a', 'a.id', 'l.cs_manager')
    .select(['l.id', 'l.name', 'l.phone', 'l.email', 'l.summary', 'l.follow_up_reminder_date', 'a.email as manager_email', 'a.first_name', 'a.last_name'])
    .where('l.is_follow_up_needed', '=', true)
    .where('l.follow_up_reminder_date', '>=', since)
    .where('l.follow_up_reminder_date', '<=', now)
    .orderBy('l.follow_up_reminder_date')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({
    leadId: r.id,
    name: r.name,
    phone: r.phone,
    email: r.email,
    summary: r.summary,
    reminder: iso(r.follow_up_reminder_date!),
    manager: { email: r.manager_email, name: `${r.first_name} ${r.last_name}`.trim() },
  }));
}
