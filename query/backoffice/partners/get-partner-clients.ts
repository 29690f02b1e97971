import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { Partner } from '../../../contracts/backoffice/partners/ids';
import type { PartnerQuota } from '../../../contracts/backoffice/partners/partner-client';
import { clientEmail, clientName } from '../clients-status/client-contact';

type Db = Kysely<Database>;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

// A partner's clients, oldest assignment first, with their contact details (the journey's own, else
// the account's) and what the clients status table knows of them (amount, plan).
export async function partnerClientRows(db: Db, partner: Partner) {
  const rows = await db
    .selectFrom('partner_client as p')
    .innerJoin('user_account as a', 'a.id', 'p.user_id')
    .leftJoin('personal_journey as j', 'j.user_id', 'p.user_id')
    .leftJoin('client_status as c', 'c.user_id', 'p.user_id')
    .select([
      'p.user_id as id',
      clientName.as('fullName'),
      clientEmail.as('email'),
      sql<string | null>`coalesce(j.phone, a.phone)`.as('phone'),
      'p.assigned_at as assignedAt',
      'p.approved as approved',
      'p.approve_date as approveDate',
      'p.status as status',
      'p.original_title as originalTitle',
      sql<string | null>`coalesce(p.original_title, j.title)`.as('title'),
      'p.updated_at as updatedAt',
      'p.found_job_at as foundJobAt',
      'p.partner_part as partnerPart',
      'p.talent_paid_date as talentPaidDate',
      'c.amount as amount',
      'c.plan as plan',
    ])
    .where('p.partner', '=', partner)
    .orderBy('p.assigned_at', 'asc')
    .orderBy('p.user_id', 'asc')
    .execute();
  return rows.map((r) => ({
    ...r,
    assignedAt: iso(r.assignedAt)!,
    approveDate: iso(r.approveDate),
    updatedAt: iso(r.updatedAt),
    foundJobAt: iso(r.foundJobAt),
    talentPaidDate: iso(r.talentPaidDate),
    partnerPart: r.partnerPart === null ? null : Number(r.partnerPart),
    amount: r.amount === null ? null : Number(r.amount),
  }));
}
export type PartnerClientRow = Awaited<ReturnType<typeof partnerClientRows>>[number];

export async function partnerEmails(db: Db, partner: Partner): Promise<string[]> {
  const row = await db.selectFrom('partner_settings').select('emails').where('partner', '=', partner).executeTakeFirst();
  return row ? (row.emails as string[]) : [];
}

// The partner's prepaid packages, in the order bought (the log's).
export async function partnerQuotas(db: Db, partner: Partner): Promise<PartnerQuota[]> {
  const rows = await db.selectFrom('partner_quota').select(['count', 'date']).where('partner', '=', partner).orderBy('last_position', 'asc').execute();
  return rows.map((r) => ({ count: Number(r.count), date: r.date }));
}
