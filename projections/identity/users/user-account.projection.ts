import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { Database } from '../../../contracts/database';
import { identityEventSchemas } from '../../../contracts/identity/users/events';
import { DEFAULT_JOB_LIMIT } from '../../../contracts/identity/users/user';
import type { Projection } from '../../core/projection';

const createTables = async (db: Kysely<Database>) => {
  await db.schema
    .createTable('user_account')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('lookingforwork', 'boolean', (c) => c.notNull())
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_pro', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pro_end_date', 'timestamptz')
    .addColumn('contact_credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('promote_credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('joblimit', 'integer', (c) => c.notNull().defaultTo(DEFAULT_JOB_LIMIT))
    .addColumn('verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('title', 'text')
    .addColumn('phone', 'text')
    .addColumn('no_phone', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('personal_info', 'text')
    .addColumn('location', 'text')
    .addColumn('loc_lat', 'double precision')
    .addColumn('loc_lng', 'double precision')
    .addColumn('seniority_level', 'text')
    .addColumn('employment_type', 'text', (c) => c.notNull().defaultTo('FULL_TIME'))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('visible_search_engines', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('show_resume', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('card_color', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('web'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_position', sql`numeric(40, 0)`, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_account_email_idx').ifNotExists().on('user_account').column('email').execute();
};

// Columns a ProfileSaved change may touch, by event field.
const profileColumns = {
  first_name: 'first_name',
  last_name: 'last_name',
  title: 'title',
  phone: 'phone',
  noPhone: 'no_phone',
  personal_info: 'personal_info',
  location: 'location',
  loc_lat: 'loc_lat',
  loc_lng: 'loc_lng',
  seniorityLevel: 'seniority_level',
  employmentType: 'employment_type',
  tags: 'tags',
  visibleSearchEngines: 'visible_search_engines',
  showResume: 'show_resume',
} as const;

// Rows are written only by an event after the one that last wrote them: a replay changes nothing.
const updateUser = (db: Kysely<Database>, event: RecordedEvent, userId: string, values: Record<string, unknown>) =>
  db
    .updateTable('user_account')
    .set({ ...values, last_position: event.position })
    .where('id', '=', userId)
    .where(sql<boolean>`last_position < ${event.position}::numeric`)
    .execute();

export const userAccountProjection: Projection = {
  name: 'user_account',
  version: 1,
  tables: ['user_account'],
  createTables,
  handlers: {
    UserRegistered: async (db, event) => {
      const e = identityEventSchemas.UserRegistered.parse(event.data);
      await db
        .insertInto('user_account')
        .values({
          id: e.userId,
          email: e.email,
          first_name: e.first_name,
          last_name: e.last_name,
          lookingforwork: e.lookingforwork,
          is_admin: e.isAdmin,
          is_pro: false,
          pro_end_date: null,
          contact_credit: 0,
          promote_credit: 0,
          joblimit: DEFAULT_JOB_LIMIT,
          verified: false,
          title: null,
          phone: null,
          no_phone: false,
          personal_info: null,
          location: null,
          loc_lat: null,
          loc_lng: null,
          seniority_level: null,
          employment_type: 'FULL_TIME',
          tags: [],
          visible_search_engines: true,
          show_resume: true,
          card_color: e.card_color,
          source: e.source,
          created_at: e.registeredAt,
          updated_at: e.registeredAt,
          last_position: event.position,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
    EmailConfirmed: async (db, event) => {
      const e = identityEventSchemas.EmailConfirmed.parse(event.data);
      await updateUser(db, event, e.userId, { verified: true });
    },
    RoleSwitched: async (db, event) => {
      const e = identityEventSchemas.RoleSwitched.parse(event.data);
      await updateUser(db, event, e.userId, { lookingforwork: e.lookingforwork, updated_at: e.switchedAt });
    },
    ProfileSaved: async (db, event) => {
      const e = identityEventSchemas.ProfileSaved.parse(event.data);
      const values: Record<string, unknown> = { updated_at: e.savedAt };
      for (const [field, column] of Object.entries(profileColumns)) {
        const value = e.changes[field as keyof typeof e.changes];
        if (value !== undefined) values[column] = value;
      }
      await updateUser(db, event, e.userId, values);
    },
  },
  async push(events, publish) {
    for (const event of events) {
      const userId = String(event.data.userId);
      publish(`user:${userId}`, 'user.changed', { userId, position: event.position });
    }
  },
};
