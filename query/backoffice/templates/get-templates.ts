import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { emptyTemplateFields, templateFieldsSchema, type TemplateFields, type TemplateVersion } from '../../../contracts/backoffice/templates/template';

type Db = Kysely<Database>;

// Fields as stored, read leniently: a field added later has its default.
export const fieldsOf = (stored: unknown): TemplateFields => templateFieldsSchema.catch(emptyTemplateFields).parse({ ...emptyTemplateFields, ...(stored as object) });
const nameOf = (first: string | null, last: string | null): string | null => (first === null ? null : `${first} ${last ?? ''}`.trim());

export type SavedTemplate = {
  id: string;
  kind: string;
  name: string;
  language: string;
  version: number;
  fields: TemplateFields;
  activeVersion: number | null;
  activeFields: TemplateFields | null;
  sentTest: boolean;
  clickedReady: boolean;
  updatedBy: string | null;
  updatedAt: string;
};

const templateQuery = (db: Db) =>
  db
    .selectFrom('html_template as t')
    .leftJoin('user_account as a', 'a.id', 't.updated_by')
    .select(['t.id', 't.kind', 't.name', 't.language', 't.version', 't.fields', 't.active_version', 't.active_fields', 't.sent_test', 't.clicked_ready', 't.updated_at', 'a.first_name', 'a.last_name']);
type Row = Awaited<ReturnType<ReturnType<typeof templateQuery>['executeTakeFirstOrThrow']>>;

const toSaved = (r: Row): SavedTemplate => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  language: r.language,
  version: r.version,
  fields: fieldsOf(r.fields),
  activeVersion: r.active_version,
  activeFields: r.active_fields ? fieldsOf(r.active_fields) : null,
  sentTest: r.sent_test,
  clickedReady: r.clicked_ready,
  updatedBy: nameOf(r.first_name, r.last_name),
  updatedAt: new Date(r.updated_at).toISOString(),
});

// Every template staff saved, by id.
export async function savedTemplates(db: Db): Promise<Map<string, SavedTemplate>> {
  const rows = await templateQuery(db).orderBy('t.id').execute();
  return new Map(rows.map((r) => [r.id, toSaved(r)]));
}

export async function savedTemplate(db: Db, id: string): Promise<SavedTemplate | null> {
  const row = await templateQuery(db).where('t.id', '=', id).executeTakeFirst();
  return row ? toSaved(row) : null;
}

// A template's versions, newest first, with who saved each (named as the account reads now).
export async function templateVersions(db: Db, id: string): Promise<TemplateVersion[]> {
  const rows = await db
    .selectFrom('html_template_version as v')
    .leftJoin('user_account as a', 'a.id', 'v.saved_by')
    .select(['v.version', 'v.fields', 'v.restored_from', 'v.saved_by', 'v.saved_at', 'a.first_name', 'a.last_name'])
    .where('v.template_id', '=', id)
    .orderBy('v.version', 'desc')
    .execute();
  return rows.map((r) => {
    const fields = fieldsOf(r.fields);
    return { version: r.version, subject: fields.subject, restoredFrom: r.restored_from, by: r.saved_by, byName: nameOf(r.first_name, r.last_name), at: new Date(r.saved_at).toISOString(), fields };
  });
}

// The product mails sent from a stored version, and the frame: what every mail sent reads.
export async function activeStoredTemplates(db: Db): Promise<{ id: string; kind: string; version: number; fields: TemplateFields }[]> {
  const rows = await db.selectFrom('html_template').select(['id', 'kind', 'active_version', 'active_fields']).where('active_version', 'is not', null).where('kind', 'in', ['product', 'supports']).execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, version: r.active_version ?? 0, fields: fieldsOf(r.active_fields) }));
}

// The active talent newsletters: each with the days after a journey's start it goes out.
export async function activeTalentNewsletters(db: Db): Promise<{ id: string; language: string; version: number; daysSendAfter: number; fields: TemplateFields }[]> {
  const rows = await db.selectFrom('html_template').select(['id', 'language', 'active_version', 'active_fields']).where('kind', '=', 'custom').where('active_version', 'is not', null).execute();
  return rows.flatMap((r) => {
    const fields = fieldsOf(r.active_fields);
    return fields.isTalentsNewsletter && fields.daysSendAfter !== null ? [{ id: r.id, language: r.language, version: r.active_version ?? 0, daysSendAfter: fields.daysSendAfter, fields }] : [];
  });
}

// The journey clients whose journey started between `from` and `to` (dates, yyyy-mm-dd): its
// begin-service date, else the day it was opened.
export async function journeysStartedBetween(db: Db, from: string, to: string): Promise<{ userId: string; email: string; firstName: string }[]> {
  const rows = await db
    .selectFrom('personal_journey as j')
    .innerJoin('user_account as a', 'a.id', 'j.user_id')
    .select(['j.user_id', 'j.email', 'j.first_name', 'j.begin_service_date', 'j.created_at', 'a.email as account_email', 'a.first_name as account_first_name'])
    .where('j.is_subscription_closed', '=', false)
    .execute();
  return rows.flatMap((r) => {
    const start = (r.begin_service_date ?? new Date(r.created_at).toISOString()).slice(0, 10);
    return start >= from && start <= to ? [{ userId: r.user_id, email: r.email ?? r.account_email, firstName: r.first_name ?? r.account_first_name }] : [];
  });
}

// Senders staff may pick besides the configured one: the staff's own addresses.
export async function staffSenders(db: Db): Promise<{ email: string; name: string }[]> {
  const rows = await db
    .selectFrom('user_account')
    .select(['email', 'first_name', 'last_name'])
    .where((eb) => eb.or([eb('is_admin', '=', true), eb('is_jh_admin', '=', true), eb('is_cs_manager', '=', true)]))
    .where('excluded_by_admin', '=', false)
    .orderBy('email')
    .limit(10)
    .execute();
  return rows.map((r) => ({ email: r.email, name: `${r.first_name} ${r.last_name}`.trim() }));
}
