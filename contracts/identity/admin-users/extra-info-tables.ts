import { defineTable, type ColumnOptions, type TableDescriptor } from '../../core/data-table';
import type { ExtraInfoType } from './admin-users';

// The columns of each extra-info table (getAdminExtraUserInfo with a type). Labels are keys of the
// web's adminUsers namespace; the web sorts and pages the rows itself (they come all at once).
const col = (label: string, header: string, type: 'TEXT' | 'NUMBER' | 'DATE_TIME', more: { hidden?: boolean } = {}) => ({
  label: `extra.column.${label}`,
  header,
  type,
  sortable: !more.hidden,
  searchable: type === 'TEXT',
  ...more,
});

// every table reads newest first, its rows told apart by their _id
const extraTable = <K extends string>(name: string, columns: Record<K | '_id', ColumnOptions>, newest: NoInfer<K>) =>
  defineTable({ name, columns, filters: {}, defaultSort: { column: newest, direction: 'desc' }, tieBreak: '_id' });

// a credit the person used: when, on what, and what was left
const creditUse = (name: string) =>
  extraTable(name, {
    at: col('at', 'Date', 'DATE_TIME'),
    objectType: col('objectType', 'Type', 'TEXT'),
    object: col('object', 'Job or person', 'TEXT'),
    balance: col('balance', 'Left after', 'NUMBER'),
    objectId: col('objectId', 'Id', 'TEXT', { hidden: true }),
    _id: col('id', 'Movement id', 'TEXT', { hidden: true }),
  }, 'at');

const jobs = (name: string) =>
  extraTable(name, {
    createdAt: col('createdAt', 'Posted', 'DATE_TIME'),
    title: col('title', 'Title', 'TEXT'),
    company: col('company', 'Company', 'TEXT'),
    updatedAt: col('updatedAt', 'Updated', 'DATE_TIME'),
    _id: col('jobId', 'Job id', 'TEXT', { hidden: true }),
  }, 'createdAt');

// a seeker and a job that either side acted on: the person's part in it and the other side
const connects = (name: string) =>
  extraTable(name, {
    at: col('at', 'Last move', 'DATE_TIME'),
    role: col('role', 'As', 'TEXT'),
    job: col('job', 'Job', 'TEXT'),
    company: col('company', 'Company', 'TEXT'),
    other: col('other', 'Other side', 'TEXT'),
    appliedAt: col('appliedAt', 'Applied', 'DATE_TIME'),
    connectedAt: col('connectedAt', 'Connected', 'DATE_TIME'),
    matchedAt: col('matchedAt', 'Matched', 'DATE_TIME'),
    _id: col('pairId', 'Id', 'TEXT', { hidden: true }),
  }, 'at');

const alerts = extraTable('alerts', { at: col('at', 'Date', 'DATE_TIME'), title: col('title', 'Title', 'TEXT'), _id: col('id', 'Id', 'TEXT', { hidden: true }) }, 'at');

const reports = extraTable(
  'reports',
  {
    at: col('at', 'Date', 'DATE_TIME'),
    objectType: col('objectType', 'Type', 'TEXT'),
    reason: col('reason', 'Reason', 'TEXT'),
    _id: col('id', 'Id', 'TEXT', { hidden: true }),
  },
  'at',
);

export const extraInfoTables: Record<ExtraInfoType, TableDescriptor> = {
  contacts: creditUse('contacts'),
  promotes: creditUse('promotes'),
  activeJobs: jobs('active-jobs'),
  archivedJobs: jobs('archived-jobs'),
  deletedJobs: jobs('deleted-jobs'),
  waitForResponse: connects('wait-for-response'),
  needToRespond: connects('need-to-respond'),
  matches: connects('matches'),
  inactiveConnects: connects('inactive-connects'),
  alerts,
  reports,
};
