import { sql } from 'kysely';
import type { Position } from '../../../contracts/core/position';
import type { DecodedEvent, EventData } from '../../../contracts/events';
import type { ProfileChanges } from '../../../contracts/identity/users/events';
import { liveRooms } from '../../../contracts/live';
import { addPositionColumn } from '../../core/position-column';
import type { Db, LiveOutbox } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { Changes, RowOf } from '../../core/row-touch';

const createTables = async (db: Db) => {
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
    .addColumn('is_jh_user', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_active_jh_user', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_jh_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_cs_manager', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_c_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('partner', 'text')
    .addColumn('pro_end_date', 'timestamptz')
    .addColumn('contact_credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('promote_credit', 'integer', (c) => c.notNull().defaultTo(0))
    // null while no limit of its own was set: the product's default applies (a setting an admin changes)
    .addColumn('joblimit', 'integer')
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
    .addColumn('tag_keys', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('visible_search_engines', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('show_resume', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('visible', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('excluded_by_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('country', 'text')
    .addColumn('country_code', 'text')
    .addColumn('selected_tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('experience', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('education', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('social_links', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('description', 'text')
    .addColumn('resume', 'jsonb')
    .addColumn('suggested_tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('avatar', 'jsonb')
    .addColumn('card_color', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('web'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

// The deck deals a recruiter visible seekers from a few bounded walks: by shared tags, nearness
// and recency (get-swipe-deck.ts).
const createIndexes = async (db: Db) => {
  await db.schema.createIndex('user_account_email_idx').ifNotExists().on('user_account').column('email').execute();
  for (const index of [
    sql`CREATE INDEX IF NOT EXISTS user_account_seeker_tags_idx ON user_account USING gin (tag_keys) WHERE lookingforwork AND show_resume`,
    sql`CREATE INDEX IF NOT EXISTS user_account_seeker_recent_idx ON user_account (updated_at DESC, id) WHERE lookingforwork AND show_resume`,
    sql`CREATE INDEX IF NOT EXISTS user_account_seeker_location_idx ON user_account (loc_lat, loc_lng) WHERE lookingforwork AND show_resume`,
    // the staff a journey's manager is chosen from, read with every journey: a few rows among all accounts
    sql`CREATE INDEX IF NOT EXISTS user_account_staff_idx ON user_account (first_name, id) WHERE is_jh_admin OR is_cs_manager OR is_admin`,
  ])
    await index.execute(db);
};

type UserRow = RowOf<'user_account'>;

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
  visible: 'visible',
  country: 'country',
  countryCode: 'country_code',
  selectedTags: 'selected_tags',
  experience: 'experience',
  education: 'education',
  social_links: 'social_links',
  description: 'description',
} as const satisfies Record<keyof ProfileChanges, string>;

const registeredRow = (e: EventData<'UserRegistered'>): UserRow => ({
  id: e.userId,
  email: e.email,
  first_name: e.first_name,
  last_name: e.last_name,
  lookingforwork: e.lookingforwork,
  is_admin: e.isAdmin,
  is_pro: false,
  is_jh_user: false,
  is_active_jh_user: false,
  is_jh_admin: false,
  is_cs_manager: false,
  is_c_admin: false,
  partner: null,
  pro_end_date: null,
  excluded_by_admin: false,
  contact_credit: 0,
  promote_credit: 0,
  joblimit: null,
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
  tag_keys: [],
  visible_search_engines: true,
  show_resume: true,
  visible: true,
  country: null,
  country_code: null,
  selected_tags: [],
  experience: [],
  education: [],
  social_links: {},
  description: null,
  resume: null,
  suggested_tags: [],
  avatar: null,
  card_color: e.card_color,
  source: e.source,
  created_at: e.registeredAt,
  updated_at: e.registeredAt,
});

// credit and Pro plan events (marketplace/credits, marketplace/payments) set the balances and the plan
const accountEvents = ['EmailConfirmed', 'RoleSwitched', 'ProfileSaved', 'ResumeUploaded', 'AvatarSet', 'AvatarRemoved', 'UserRolesSet', 'CreditsGranted', 'CreditsWithdrawn', 'CreditUsed', 'ProPlanExtended', 'ProEndDateSet', 'ProPlanEnded', 'UserExcluded'] as const;
type UserUpdate = DecodedEvent<(typeof accountEvents)[number]>;

// What an event after registration changes in the row.
const changesOf = (event: UserUpdate): Changes<UserRow> => {
  switch (event.type) {
    case 'EmailConfirmed':
      return { verified: true };
    case 'RoleSwitched':
      return { lookingforwork: event.data.lookingforwork, updated_at: event.data.switchedAt };
    case 'ProfileSaved': {
      const values: Record<string, unknown> = { updated_at: event.data.savedAt };
      for (const [field, column] of Object.entries(profileColumns)) {
        const value = event.data.changes[field as keyof ProfileChanges];
        if (value !== undefined) values[column] = value;
      }
      if (event.data.changes.tags) values.tag_keys = event.data.changes.tags.map((t) => t.toLowerCase());
      return values as Changes<UserRow>;
    }
    case 'ResumeUploaded': {
      const { resume, description, suggestedTags, uploadedAt } = event.data;
      return { resume, suggested_tags: suggestedTags, updated_at: uploadedAt, ...(description !== null ? { description } : {}) };
    }
    case 'AvatarSet':
      return { avatar: event.data.avatar };
    case 'AvatarRemoved':
      return { avatar: null };
    // each movement carries the balance it left: the row shows what is left
    case 'CreditsGranted':
    case 'CreditsWithdrawn':
    case 'CreditUsed':
      return { [event.data.kind === 'promote' ? 'promote_credit' : 'contact_credit']: Math.max(0, event.data.balance) };
    case 'UserRolesSet': {
      const { isJHUser, isActiveJHUser, isJHAdmin, isCSManager, isCAdmin, partner } = event.data.roles;
      const set = { is_jh_user: isJHUser, is_active_jh_user: isActiveJHUser, is_jh_admin: isJHAdmin, is_cs_manager: isCSManager, is_c_admin: isCAdmin, partner };
      return Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined)) as Changes<UserRow>;
    }
    case 'ProPlanExtended':
      return { is_pro: true, pro_end_date: event.data.until };
    case 'ProEndDateSet':
      return { is_pro: event.data.until !== null, pro_end_date: event.data.until };
    case 'ProPlanEnded':
      return { is_pro: false };
    case 'UserExcluded':
      return { excluded_by_admin: event.data.excluded };
  }
};

const announceUser = (live: LiveOutbox, userId: string, position: Position) =>
  live.publish(liveRooms.user(userId), 'user.changed', { userId, position }, userId);

const update = (event: UserUpdate) => ({ patch: [event.data.userId], set: changesOf(event) });

export const userAccountProjection = rowProjection({
  name: 'user_account',
  // 5: joblimit null for an account without a limit of its own
  // 6: excluded_by_admin (an admin excluded the account)
  version: 6,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'user_account',
      key: ['id'],
      json: ['experience', 'education', 'social_links', 'resume', 'avatar'],
      on: {
        UserRegistered: (event) => ({ insert: registeredRow(event.data) }),
        EmailConfirmed: update,
        RoleSwitched: update,
        ProfileSaved: update,
        ResumeUploaded: update,
        AvatarSet: update,
        AvatarRemoved: update,
        UserRolesSet: update,
        CreditsGranted: update,
        CreditsWithdrawn: update,
        CreditUsed: update,
        ProPlanExtended: update,
        ProEndDateSet: update,
        ProPlanEnded: update,
        UserExcluded: update,
        // the address the account signs in with, changed from /settings
        EmailChanged: ({ data }) => ({ patch: [data.userId], set: { email: data.email } }),
        // nothing of a deleted account stays in the read model
        AccountDeleted: (event) => ({ remove: [event.data.userId] }),
      },
      push: (written, live) => {
        for (const { row } of written) announceUser(live, row.id, row.last_position);
      },
    }),
  ],
});
