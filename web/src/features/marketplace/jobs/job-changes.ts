import type { JobSearchParams } from '@contracts/marketplace/jobs/calls';
import type { Job, JobListItem } from '@contracts/marketplace/jobs/job';
import { JOB_CHUNK_SIZE } from '@contracts/marketplace/jobs/search-values';
import type { JobChangedMessage } from '@contracts/marketplace/jobs/live';

export type SearchPage = { list: JobListItem[]; total?: number; totalCapped?: boolean; noMore: boolean };
export type SearchArgs = { params?: JobSearchParams; chunk?: number };

// Whether a row belongs in a search, as far as the browser can tell: keywords and distance are
// ranked by the database, so for those the answer is 'unknown' and the list is left as it is.
export const matchesSearch = (row: JobListItem, params: JobSearchParams = {}, now = Date.now()): boolean | 'unknown' => {
  if (params.employmentType?.length && !params.employmentType.includes(row.employmentType)) return false;
  if (params.seniorityLevel?.length && !params.seniorityLevel.includes(row.seniorityLevel)) return false;
  if (params.company?.length && !params.company.includes(row.company)) return false;
  // tags match whatever their case, as the server matches them
  if (params.tags?.length && !params.tags.some((tag) => row.tags.some((own) => own.toLowerCase() === tag.toLowerCase()))) return false;
  if (params.datePosted && new Date(row.datecreated).getTime() < now - params.datePosted * 1000) return false;
  if (params.queryString?.trim() || params.locationObj) return 'unknown';
  return true;
};

// The server's order: promoted first, then newest, then id.
const comesBefore = (a: JobListItem, b: JobListItem): boolean =>
  a.promoted !== b.promoted ? a.promoted > b.promoted : a.datecreated !== b.datecreated ? a.datecreated > b.datecreated : a._id < b._id;

const removeRow = (page: SearchPage, jobId: string): void => {
  const index = page.list.findIndex((row) => row._id === jobId);
  if (index < 0) return;
  page.list.splice(index, 1);
  if (page.total !== undefined && !page.totalCapped) page.total -= 1;
};

// One 'job.changed' message applied to one cached chunk of a search: the row is replaced where it
// is, inserted where the server would put it (first chunk only), or removed once unlisted.
export const applyJobChange = (page: SearchPage, message: JobChangedMessage, args: SearchArgs, now = Date.now()): void => {
  const row = message.job;
  const match = row ? matchesSearch(row, args.params, now) : false;
  if (!row || match === false) {
    removeRow(page, message.jobId);
    return;
  }
  const index = page.list.findIndex((existing) => existing._id === row._id);
  if (index >= 0) {
    page.list[index] = row;
    return;
  }
  if (match !== true || (args.chunk ?? 0) !== 0) return;
  const at = page.list.findIndex((existing) => comesBefore(row, existing));
  if (at < 0 && !page.noMore) return;
  page.list.splice(at < 0 ? page.list.length : at, 0, row);
  // the chunk keeps its size: the last row now starts the next chunk
  if (page.list.length > JOB_CHUNK_SIZE) page.list.pop();
  if (page.total !== undefined && !page.totalCapped) page.total += 1;
};

// My Jobs holds whole jobs; a message carries the list row, which is all that can change there
// apart from the status.
export const applyJobChangeToMine = (list: Job[], message: JobChangedMessage): void => {
  const job = list.find((existing) => existing._id === message.jobId);
  if (!job) return;
  if (message.job) Object.assign(job, message.job);
  job.jobstatus = message.status;
};
