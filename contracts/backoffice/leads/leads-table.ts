import { z } from 'zod';
import { defineTable, filter } from '../../core/data-table';
import { withinYears } from '../../core/dates';

// A whole day (YYYY-MM-DD) on Israel's clock: the range's ends.
export const leadDay = withinYears(z.iso.date());

// The staff's leads (/leads) as a data table; its rows are `Lead`s. A page holds 100 rows (spec §9),
// the date range is the day the lead came, the file holds every lead the filters keep.
export const leadsTable = defineTable({
  name: 'leads',
  columns: {
    date: { label: 'column.date', header: 'Date', type: 'DATE_TIME', sortable: true },
    name: { label: 'column.name', header: 'Name', type: 'TEXT', searchable: true, sortable: true },
    email: { label: 'column.email', header: 'Email', type: 'CONTACT', searchable: true, sortable: true },
    phone: { label: 'column.phone', header: 'Phone', type: 'TEXT', searchable: true },
    internationalPhone: { label: 'column.internationalPhone', header: 'International phone', type: 'TEXT', searchable: true, hidden: true },
    communicationChannel: { label: 'column.channel', header: 'Channel', type: 'TEXT', searchable: true, sortable: true },
    csManagerName: { label: 'column.csManager', header: 'Manager', type: 'TEXT', searchable: true, sortable: true },
    status: { label: 'column.status', header: 'Status', type: 'TEXT', searchable: true, sortable: true },
    relevant: { label: 'column.relevant', header: 'Relevant', type: 'TEXT', sortable: true },
    followUpReminderDate: { label: 'column.nextFollowUp', header: 'Next follow-up', type: 'DATE_TIME', sortable: true },
    isFollowUpNeeded: { label: 'column.followUp', header: 'Follow-up needed', type: 'BOOLEAN', hidden: true },
    contactedUs: { label: 'column.contactedUs', header: 'Contacted us', type: 'BOOLEAN', sortable: true },
    isKnewAboutService: { label: 'column.knewAboutService', header: 'Knew about the service', type: 'BOOLEAN', hidden: true },
    summary: { label: 'column.summary', header: 'Summary', type: 'TEXT', searchable: true },
    csManager: { label: 'column.csManagerId', header: 'Manager id', type: 'TEXT', hidden: true, exported: false },
    questionnaireId: { label: 'column.questionnaireId', header: 'Questionnaire id', type: 'TEXT', hidden: true, exported: false },
    _id: { label: 'column.id', header: 'Lead id', type: 'TEXT', hidden: true },
  },
  filters: { from: filter('DATE', 'filter.from', leadDay), to: filter('DATE', 'filter.to', leadDay) },
  pageSizes: [25, 50, 100, 200],
  defaultPageSize: 100,
  defaultSort: { column: 'date', direction: 'desc' },
  tieBreak: '_id',
  exportMaxRows: null,
});

export type LeadsColumn = (typeof leadsTable.columns)[number]['key'];

// The default range: a year back to two days ahead (spec §9), as days on Israel's clock.
export function defaultLeadRange(now: Date): { from: string; to: string } {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const from = new Date(now);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  return { from: day(from), to: day(new Date(now.getTime() + 2 * 86_400_000)) };
}
