// Read-model rows to what the API answers: pure mappings shared by queries.
import type { Selectable } from 'kysely';
import type { ResumeTable } from './tables';
import type { ExperienceEntry } from '../../identity/users/profile';
import { resumeSlug, type Resume, type ResumeListItem, type ResumeMatch } from './resume';

export type ResumeRow = Selectable<ResumeTable>;

export const resumeListColumns = [
  'id', 'first_name', 'last_name', 'title', 'location', 'loc_lat', 'loc_lng', 'seniority_level', 'employment_type', 'tags',
  'selected_tags', 'current_title', 'current_company', 'avatar_id', 'card_color', 'promoted', 'created_at', 'updated_at',
] as const satisfies readonly (keyof ResumeTable)[];

export const resumeColumns = [...resumeListColumns, 'personal_info', 'description', 'experience', 'education', 'social_links'] as const satisfies readonly (keyof ResumeTable)[];

export type ResumeListRow = Pick<ResumeRow, (typeof resumeListColumns)[number]>;

// the latest position: the one without an end, else the one that ended last
export const latestPosition = (experience: readonly ExperienceEntry[]): ExperienceEntry | null =>
  [...experience].sort((a, b) => (b.endYear ?? 9999) - (a.endYear ?? 9999) || (b.startYear ?? 0) - (a.startYear ?? 0))[0] ?? null;

// a signed link to a stored file, made by the server when it answers
export type FileLink = (fileId: string) => string;

export const toResumeListItem = (row: ResumeListRow, link: FileLink, distanceKm: number | null = null): ResumeListItem => {
  const item = {
    _id: row.id,
    kind: 'resume' as const,
    first_name: row.first_name,
    last_name: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim(),
    title: row.title,
    currentTitle: row.current_title,
    currentCompany: row.current_company,
    location: row.location,
    loc_lat: row.loc_lat,
    loc_lng: row.loc_lng,
    seniorityLevel: row.seniority_level as ResumeListItem['seniorityLevel'],
    employmentType: row.employment_type as ResumeListItem['employmentType'],
    tags: row.tags,
    selectedTags: row.selected_tags,
    avatarUrl: row.avatar_id ? link(row.avatar_id) : null,
    card_color: row.card_color,
    promoted: row.promoted,
    datecreated: new Date(row.created_at).toISOString(),
    updated: new Date(row.updated_at).toISOString(),
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    slug: '',
  };
  const slug = resumeSlug(item);
  return { ...item, slug: slug ? `${slug}-${row.id}` : row.id };
};

export const toResume = (row: Pick<ResumeRow, (typeof resumeColumns)[number]>, link: FileLink, match: ResumeMatch | null): Resume => ({
  ...toResumeListItem(row, link),
  personal_info: row.personal_info,
  description: row.description,
  experience: row.experience,
  education: row.education,
  social_links: row.social_links,
  match,
});
