import { sql } from 'kysely';
import type { DecodedEvent, EventData } from '../../../contracts/events';
import type { ProfileChanges } from '../../../contracts/identity/users/events';
import { JOB_FACET_PREFIX } from '../../../contracts/marketplace/jobs/job-row';
import { PLACE_CELLS_PER_DEGREE } from '../../../contracts/marketplace/resumes/place-cells';
import { latestPosition } from '../../../contracts/marketplace/resumes/resume-row';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { RowOf, Stored } from '../../core/row-touch';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('resume')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('personal_info', 'text')
    .addColumn('description', 'text')
    .addColumn('location', 'text')
    .addColumn('loc_lat', 'double precision')
    .addColumn('loc_lng', 'double precision')
    .addColumn('seniority_level', 'text')
    .addColumn('employment_type', 'text', (c) => c.notNull())
    .addColumn('tags', sql`text[]`, (c) => c.notNull())
    .addColumn('selected_tags', sql`text[]`, (c) => c.notNull())
    .addColumn('experience', 'jsonb', (c) => c.notNull())
    // the latest position's title and company, what a card shows of the experience
    .addColumn('current_title', 'text')
    .addColumn('current_company', 'text')
    .addColumn('education', 'jsonb', (c) => c.notNull())
    .addColumn('social_links', 'jsonb', (c) => c.notNull())
    .addColumn('avatar_id', 'text')
    .addColumn('card_color', 'integer', (c) => c.notNull())
    .addColumn('seeker', 'boolean', (c) => c.notNull())
    .addColumn('show_resume', 'boolean', (c) => c.notNull())
    .addColumn('visible', 'boolean', (c) => c.notNull())
    .addColumn('excluded', 'boolean', (c) => c.notNull())
    .addColumn('listed', 'boolean', (c) => c.notNull())
    .addColumn('promoted', 'integer', (c) => c.notNull())
    .addColumn('facets', sql`text[]`, (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    // the words of the headline and of the whole resume, stripped (matching needs neither positions
    // nor weights); kept by the trigger below from title and search_text whichever way a row is
    // written (handlers, batches, a bulk load), so nothing else writes them
    .addColumn('title_words', sql`tsvector`)
    .addColumn('words', sql`tsvector`)
    // the place as cells of three grids (place-cells.ts), kept by the same trigger from loc_lat and loc_lng
    .addColumn('place_cells', sql`text[]`)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  // in public: a rebuild creates the table in a schema of its own, then moves it there. A name of
  // its own: the table of the version before keeps its trigger, and its function, until the swap.
  await sql`CREATE OR REPLACE FUNCTION public.resume_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.title_words := strip(to_tsvector('simple'::regconfig, coalesce(NEW.title, '')));
      NEW.words := strip(to_tsvector('simple'::regconfig, NEW.search_text));
      NEW.place_cells := ${sql.raw(placeCells('NEW.loc_lat', 'NEW.loc_lng'))};
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE OR REPLACE TRIGGER resume_search_fields BEFORE INSERT OR UPDATE ON resume FOR EACH ROW EXECUTE FUNCTION public.resume_search_fields()`.execute(db);
};

// The cells of a place (contracts/marketplace/resumes/place-cells.ts), in SQL for the trigger: a
// search asks the words index for the cells around it, so the index meets the place with the words
// and the filters before any row is read. A B-tree on the coordinates meets a GIN index only
// through a bitmap AND, which the planner did not choose: it read every row in the box.
const placeCells = (lat: string, lng: string) =>
  `CASE WHEN ${lat} IS NULL OR ${lng} IS NULL THEN '{}'::text[] ELSE ARRAY[${PLACE_CELLS_PER_DEGREE.map(
    (per) => `'${per}:' || floor(${lat} * ${per})::int || ':' || floor(${lng} * ${per})::int`,
  ).join(', ')}] END`;

// Only listed resumes are searched: every search index leaves the others out.
const createIndexes = async (db: Db) => {
  for (const index of [
    // a broad search: promoted first, then the latest updated, read in index order. The INCLUDEd
    // columns are what every condition but the words reads, so a walk without keywords checks its
    // entries without reading rows (the facets are at most ten tags and two keys: they fit)
    sql`CREATE INDEX IF NOT EXISTS resume_listing_idx ON resume (promoted DESC, updated_at DESC, id) INCLUDE (loc_lat, loc_lng, facets, place_cells) WHERE listed`,
    // keywords, filter keys and place cells meet in one index, whichever of them a search asks for
    sql`CREATE INDEX IF NOT EXISTS resume_search_idx ON resume USING gin (words, facets, place_cells) WHERE listed`,
  ])
    await index.execute(db);
};

type ResumeRow = RowOf<'resume'>;

const textOf = (row: Omit<ResumeRow, 'current_title' | 'current_company'>) =>
  [
    row.title,
    row.tags.join(' '),
    ...row.experience.map((e) => `${e.title} ${e.company}`),
    ...row.education.map((e) => [e.school, e.degree, e.fieldOfStudy].filter(Boolean).join(' ')),
    // the resume's own words, as much as a search needs
    (row.description ?? row.personal_info ?? '').slice(0, 4000),
  ]
    .filter(Boolean)
    .join(' ');

// What search and the cards read is derived from the rest of the row, in one place.
export const withSearchFields = (row: Omit<ResumeRow, 'current_title' | 'current_company'>): ResumeRow => {
  const current = latestPosition(row.experience);
  return {
    ...row,
    current_title: current?.title ?? null,
    current_company: current?.company ?? null,
    listed: row.seeker && row.show_resume && row.visible && !row.excluded,
    facets: [
      ...(row.seniority_level ? [JOB_FACET_PREFIX.seniorityLevel + row.seniority_level] : []),
      JOB_FACET_PREFIX.employmentType + row.employment_type,
      ...[...new Set(row.tags.map((t) => t.toLowerCase()))].map((t) => JOB_FACET_PREFIX.tags + t),
    ],
    search_text: textOf(row),
  };
};

const registeredRow = (e: EventData<'UserRegistered'>): ResumeRow =>
  withSearchFields({
    id: e.userId,
    first_name: e.first_name,
    last_name: e.last_name,
    title: null,
    personal_info: null,
    description: null,
    location: null,
    loc_lat: null,
    loc_lng: null,
    seniority_level: null,
    employment_type: 'FULL_TIME',
    tags: [],
    selected_tags: [],
    experience: [],
    education: [],
    social_links: {},
    avatar_id: null,
    card_color: e.card_color,
    seeker: e.lookingforwork,
    show_resume: true,
    visible: true,
    excluded: false,
    listed: false,
    promoted: 0,
    facets: [],
    search_text: '',
    created_at: e.registeredAt,
    updated_at: e.registeredAt,
  });

const savedOver = (row: ResumeRow, saved: ProfileChanges, at: string): ResumeRow => {
  const set = <K extends keyof ResumeRow>(column: K, value: ResumeRow[K] | undefined): Partial<ResumeRow> => (value === undefined ? {} : { [column]: value });
  const tags = saved.tags;
  return withSearchFields({
    ...row,
    ...set('first_name', saved.first_name),
    ...set('last_name', saved.last_name),
    ...set('title', saved.title),
    ...set('personal_info', saved.personal_info),
    ...set('description', saved.description),
    ...set('location', saved.location),
    ...set('loc_lat', saved.loc_lat),
    ...set('loc_lng', saved.loc_lng),
    ...set('seniority_level', saved.seniorityLevel),
    ...set('employment_type', saved.employmentType),
    ...set('tags', tags),
    // best tags stay among the tags: a removed tag is unmarked
    ...(saved.selectedTags !== undefined || tags !== undefined
      ? { selected_tags: (saved.selectedTags ?? row.selected_tags).filter((t) => (tags ?? row.tags).includes(t)) }
      : {}),
    ...set('experience', saved.experience),
    ...set('education', saved.education),
    ...set('social_links', saved.social_links),
    ...set('show_resume', saved.showResume),
    ...set('visible', saved.visible),
    updated_at: at,
  });
};

const over = (userId: string, evolve: (row: ResumeRow) => ResumeRow) => ({
  change: [userId],
  evolve: (row: Stored<ResumeRow> | null) => (row ? evolve(row) : null),
});

const promotion = (event: DecodedEvent<'ObjectPromoted' | 'PromotionExpired'>, promoted: number) =>
  event.data.objectType === 'profile' ? { patch: [event.data.objectId], set: { promoted } } : null;

// The resumes recruiters search and open: one row per person, listed while the person is a seeker
// who shows a resume, is visible and not excluded.
export const resumeProjection = rowProjection({
  name: 'resume',
  version: 2,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'resume',
      key: ['id'],
      json: ['experience', 'education', 'social_links'],
      on: {
        UserRegistered: (event) => ({ insert: registeredRow(event.data) }),
        ProfileSaved: ({ data }) => over(data.userId, (row) => savedOver(row, data.changes, data.savedAt)),
        ResumeUploaded: ({ data }) => over(data.userId, (row) => withSearchFields({ ...row, ...(data.description !== null ? { description: data.description } : {}), updated_at: data.uploadedAt })),
        AvatarSet: ({ data }) => ({ patch: [data.userId], set: { avatar_id: data.avatar.id } }),
        AvatarRemoved: ({ data }) => ({ patch: [data.userId], set: { avatar_id: null } }),
        RoleSwitched: ({ data }) => over(data.userId, (row) => withSearchFields({ ...row, seeker: data.lookingforwork, updated_at: data.switchedAt })),
        // an admin took the person out of every search and deck, or let them back
        UserExcluded: ({ data }) => over(data.userId, (row) => withSearchFields({ ...row, excluded: data.excluded })),
        ObjectPromoted: (event) => promotion(event, 1),
        PromotionExpired: (event) => promotion(event, 0),
        AccountDeleted: ({ data }) => ({ remove: [data.userId] }),
      },
    }),
  ],
});
