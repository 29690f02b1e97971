import type { Kysely, Selectable } from 'kysely';
import type { RoleFlags } from '../../../contracts/core/access';
import type { Database } from '../../../contracts/database';
import type { UserAccountTable } from '../../../contracts/identity/users/tables';
import { DEFAULT_JOB_LIMIT, type EmploymentType, type SeniorityLevel, type UserData } from '../../../contracts/identity/users/user';
import { noActivityFlags, type ActivityFlags } from '../../../contracts/marketplace/activity/activity';

export type UserAccount = Selectable<UserAccountTable>;

const iso = (d: Date | string) => new Date(d).toISOString();

// The account's flags as the access model reads them.
export const roleFlagsOf = (row: UserAccount): RoleFlags => ({
  lookingforwork: row.lookingforwork,
  isPro: row.is_pro,
  isAdmin: row.is_admin,
  isJHUser: row.is_jh_user,
  isActiveJHUser: row.is_active_jh_user,
  isJHAdmin: row.is_jh_admin,
  isCSManager: row.is_cs_manager,
  isCAdmin: row.is_c_admin,
  partner: row.partner,
});

// What the account row alone does not say: the Activity badge dots, a running promotion, and the
// signed address of a kept file (only for a reader allowed to see it; without it no file is named).
// defaultJobLimit: the product's setting, the limit of an account an admin gave none of its own (a
// profile card, which never shows the limit, goes without).
export type UserDataExtras = { flags?: ActivityFlags; promoted?: boolean; link?: (fileId: string) => string; defaultJobLimit?: number };

export const toUserData = (row: UserAccount, extras: UserDataExtras = {}): UserData => ({
  _id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  name: `${row.first_name} ${row.last_name}`.trim(),
  phone: row.phone,
  noPhone: row.no_phone,
  title: row.title,
  ...roleFlagsOf(row),
  proEndDate: row.pro_end_date ? iso(row.pro_end_date) : null,
  contactCredit: row.contact_credit,
  promoteCredit: row.promote_credit,
  joblimit: row.joblimit ?? extras.defaultJobLimit ?? DEFAULT_JOB_LIMIT,
  verified: row.verified,
  visible: row.visible,
  visibleSearchEngines: row.visible_search_engines,
  showResume: row.show_resume,
  location: row.location,
  loc_lat: row.loc_lat,
  loc_lng: row.loc_lng,
  seniorityLevel: row.seniority_level as SeniorityLevel | null,
  employmentType: row.employment_type as EmploymentType,
  tags: row.tags,
  personal_info: row.personal_info,
  card_color: row.card_color,
  datecreated: iso(row.created_at),
  updated: iso(row.updated_at),
  emailts: row.email,
  avatar: row.avatar && extras.link ? { url: extras.link(row.avatar.id) } : null,
  promoted: extras.promoted ? 1 : 0,
  excludedByAdmin: row.excluded_by_admin,
  anon: false,
  lastActive: iso(row.updated_at),
  source: row.source,
  loggedinfrom: row.source,
  country: row.country,
  countryCode: row.country_code,
  selectedTags: row.selected_tags,
  experience: row.experience,
  education: row.education,
  social_links: row.social_links,
  description: row.description,
  resume: row.resume && extras.link ? { name: row.resume.name, size: row.resume.size, uploadedAt: row.resume.uploadedAt, url: extras.link(row.resume.id) } : null,
  suggestedTags: row.suggested_tags.filter((t) => !row.tag_keys.includes(t.toLowerCase())),
  ...(extras.flags ?? noActivityFlags),
});

export const getUserAccount = (db: Kysely<Database>, userId: string): Promise<UserAccount | undefined> =>
  db.selectFrom('user_account').selectAll().where('id', '=', userId).executeTakeFirst();

// Where mail for the site's admins goes.
export const adminEmails = async (db: Kysely<Database>): Promise<string[]> =>
  (await db.selectFrom('user_account').select('email').where('is_admin', '=', true).execute()).map((row) => row.email);

// The account as its owner reads it: the badge dots from the activity flags, promoted while a
// promotion of the profile runs, its job limit (the product's default when it has none of its own).
export async function getUserData(db: Kysely<Database>, userId: string, settings: { defaultJobLimit: number }, link?: (fileId: string) => string): Promise<UserData | null> {
  const [row, flags, promotion] = await Promise.all([
    getUserAccount(db, userId),
    db.selectFrom('activity_flag').select(['has_jobs_suggestion', 'has_matches_can', 'has_applicants', 'has_matches_rec']).where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('promotion')
      .select('promotion_id')
      .where('object_type', '=', 'profile')
      .where('object_id', '=', userId)
      .where('expired_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst(),
  ]);
  if (!row) return null;
  return toUserData(row, {
    link,
    defaultJobLimit: settings.defaultJobLimit,
    promoted: Boolean(promotion),
    flags: flags
      ? { hasJobsSuggestion: flags.has_jobs_suggestion, hasMatchesCan: flags.has_matches_can, hasApplicants: flags.has_applicants, hasMatchesRec: flags.has_matches_rec }
      : noActivityFlags,
  });
}

// What every signed-in call needs, in one statement: when the user's sessions were last ended
// (null: never) and the account's read model (undefined until the account is projected). Undefined
// when there is no such account (deleted or never registered).
export async function sessionOwner(db: Kysely<Database>, userId: string): Promise<{ validAfter: Date | null; account: UserAccount | undefined } | undefined> {
  const row = await db
    .selectFrom('credential')
    .leftJoin('user_account', 'user_account.id', 'credential.user_id')
    .selectAll('user_account')
    .select('credential.sessions_valid_after')
    .where('credential.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { sessions_valid_after, ...account } = row;
  return { validAfter: sessions_valid_after ? new Date(sessions_valid_after) : null, account: account.id ? (account as UserAccount) : undefined };
}

// When the user's sessions were last ended: undefined when there is no such account (deleted or
// never registered), null when never.
export async function sessionsValidAfter(db: Kysely<Database>, userId: string): Promise<Date | null | undefined> {
  const row = await db.selectFrom('credential').select('sessions_valid_after').where('user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return row.sessions_valid_after ? new Date(row.sessions_valid_after) : null;
}
