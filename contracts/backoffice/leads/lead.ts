import { z } from 'zod';
import { withinYears } from '../../core/dates';
import { whatsAppPhone } from '../../core/data-table-cells';
import { say } from '../../core/messages';
import { leadMessages as m } from './messages';

// A lead: someone who may become a coaching client, as staff keep them at /leads (back-office spec
// §3 "Lead", §4 "Lead form").

export const LEAD_CHANNELS = ['Google meet', 'Meeting cancellation', 'WhatsApp message', 'WhatsApp / Phone call', 'LinkedIn message', 'email'] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];
export const DEFAULT_CHANNEL: LeadChannel = 'Google meet';
export const MEETING_CANCELLATION: LeadChannel = 'Meeting cancellation';

// How relevant the lead is to the service (the marketing counts use the same three), or blank.
export const LEAD_RELEVANCE = ['', 'very relevant', 'so-so', 'not relevant'] as const;

// The status a lead needing a follow-up has; it is one of the questionnaire statuses.
export const FOLLOW_UP_STATUS = 'follow up';
// The questionnaire statuses until the journey settings hold the list (the server reads them
// through one function: questionnaireStatusesOf).
export const DEFAULT_QUESTIONNAIRE_STATUSES = ['new', 'contacted', FOLLOW_UP_STATUS, 'meeting scheduled', 'not relevant', 'signed'] as const;
// A questionnaire's lead starts here.
export const NEW_LEAD_STATUS = 'new';

// Follow-ups are planned in Israel's time (spec §9).
export const FOLLOW_UP_ZONE = 'Asia/Jerusalem';
export const SUMMARY_MAX_ROWS = 8;
export const SUMMARY_MAX_LENGTH = 2000;
// The id a new lead's form carries: the dialog is 'Add Lead' for it, 'Edit Lead' otherwise.
export const NEW_LEAD_ID = -1;

const rowsOf = (text: string) => text.split(/\r\n|\r|\n/).length;
const moment = withinYears(z.iso.datetime({ offset: true, local: false, error: m.LeadReminderDate }));

// The form's fields (createEditLead's newData, without the id). Blank texts are ''.
export const leadFieldsSchema = z
  .object({
    date: moment.optional(),
    email: z.union([z.literal(''), z.email().max(200)]).default(''),
    name: z.string().trim().max(200).default(''),
    phone: z.string().trim().max(40).default(''),
    internationalPhone: z.string().trim().max(40).default(''),
    communicationChannel: z.enum(LEAD_CHANNELS, { error: m.LeadChannelUnknown }).default(DEFAULT_CHANNEL),
    csManager: z.string().trim().max(200).nullable().default(null),
    relevant: z.enum(LEAD_RELEVANCE).default(''),
    isKnewAboutService: z.boolean().default(false),
    summary: z
      .string()
      .max(SUMMARY_MAX_LENGTH, say(m.LeadSummaryLength, { max: SUMMARY_MAX_LENGTH }))
      .refine((s) => rowsOf(s) <= SUMMARY_MAX_ROWS, say(m.LeadSummaryRows, { rows: SUMMARY_MAX_ROWS }))
      .default(''),
    isFollowUpNeeded: z.boolean().default(false),
    followUpReminderDate: moment.nullable().default(null),
    status: z.string().trim().max(100).default(''),
    contactedUs: z.boolean().default(false),
  })
  .strict();
export type LeadFieldsInput = z.input<typeof leadFieldsSchema>;
// What a lead holds once the form's rules ran (leadWithRules); date is when the lead came.
// (channel and relevance as stored: a text, so a lead of a list that changed still reads)
export type LeadFields = Omit<z.output<typeof leadFieldsSchema>, 'date' | 'communicationChannel' | 'relevant'> & { date: string; communicationChannel: string; relevant: string };

const israelClock = new Intl.DateTimeFormat('en-US', { timeZone: FOLLOW_UP_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
const wallClock = (at: Date) => {
  const p = Object.fromEntries(israelClock.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
};
// how far Israel's clock is ahead of UTC at a moment
const offsetAt = (at: Date) => {
  const w = wallClock(at);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at.getTime() / 1000) * 1000;
};

// The same moment a day later on Israel's clock (a day across a clock change is still a day). Plain
// Intl, no date library: the contracts load with every screen.
export const dayAheadInIsrael = (now: Date): string => {
  const w = wallClock(now);
  const wall = Date.UTC(w.year, w.month - 1, w.day + 1, w.hour, w.minute, w.second) + now.getUTCMilliseconds();
  const guess = wall - offsetAt(now);
  return new Date(wall - offsetAt(new Date(guess))).toISOString();
};

// The lead form's rules (spec §4), the same in the dialog and on the server:
// - the channel 'Meeting cancellation' means a follow-up is needed, with a reminder a day ahead
//   (in Israel's time) unless one is set;
// - a lead needing a follow-up has the status 'follow up';
// - a reminder belongs to a needed follow-up: without one it is cleared (the form hides the field,
//   so a reminder left from before is dropped rather than refused).
export function leadWithRules<F extends Omit<LeadFields, 'date'>>(fields: F, now: Date): F {
  const cancelled = fields.communicationChannel === MEETING_CANCELLATION;
  const needed = cancelled || fields.isFollowUpNeeded;
  return {
    ...fields,
    isFollowUpNeeded: needed,
    status: needed ? FOLLOW_UP_STATUS : fields.status,
    followUpReminderDate: needed ? (fields.followUpReminderDate ?? (cancelled ? dayAheadInIsrael(now) : null)) : null,
  };
}

// What the dialog does as a field changes: choosing 'Meeting cancellation' fills the follow-up and
// a reminder a day ahead; ticking the follow-up sets the status.
export function leadFieldChanged<F extends Omit<LeadFields, 'date'>>(before: F, change: Partial<F>, now: Date): F {
  const next = { ...before, ...change };
  if (change.communicationChannel === MEETING_CANCELLATION && before.communicationChannel !== MEETING_CANCELLATION)
    return { ...next, isFollowUpNeeded: true, status: FOLLOW_UP_STATUS, followUpReminderDate: dayAheadInIsrael(now) };
  if (change.isFollowUpNeeded === true) return { ...next, status: FOLLOW_UP_STATUS };
  if (change.isFollowUpNeeded === false) return { ...next, followUpReminderDate: null };
  return next;
}

// A status is one of the questionnaire statuses, or blank.
export const statusFits = (status: string, statuses: readonly string[]): boolean => status === '' || statuses.includes(status);

// A lead's fields as stored (lenient: what was true when written; the events carry these).
export const storedLeadFieldsSchema = z.object({
  date: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  internationalPhone: z.string(),
  communicationChannel: z.string(),
  csManager: z.string().nullable(),
  relevant: z.string(),
  isKnewAboutService: z.boolean(),
  summary: z.string(),
  isFollowUpNeeded: z.boolean(),
  followUpReminderDate: z.string().nullable(),
  status: z.string(),
  contactedUs: z.boolean(),
});

// A lead as getLeadsData answers it: its fields, its id, its manager's name and its questionnaire.
export const leadSchema = storedLeadFieldsSchema.extend({ _id: z.string(), csManagerName: z.string().nullable(), questionnaireId: z.string().nullable() });
export type Lead = z.infer<typeof leadSchema>;

export const staffMemberSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

// Call and WhatsApp links for a phone that can be dialled; null for one that cannot ('Invalid Phone').
export function phoneLinks(phone: string): { call: string; whatsApp: string } | null {
  const checked = whatsAppPhone(phone);
  return checked.kind === 'valid' ? { call: `tel:+${checked.digits}`, whatsApp: `https://wa.me/${checked.digits}` } : null;
}

const FOLLOW_UP_MINUTES = 30;
const calendarStamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

// The follow-up as a Google Calendar event to add (a reminder date and a name are needed).
export function googleCalendarUrl(lead: { name: string; followUpReminderDate: string | null; phone?: string; email?: string; summary?: string }): string | null {
  if (!lead.followUpReminderDate || !lead.name.trim()) return null;
  const start = new Date(lead.followUpReminderDate);
  const end = new Date(start.getTime() + FOLLOW_UP_MINUTES * 60_000).toISOString();
  const details = [lead.phone, lead.email, lead.summary].filter((x) => x && x.trim()).join('\n');
  const query = new URLSearchParams({ action: 'TEMPLATE', text: `Follow up: ${lead.name.trim()}`, dates: `${calendarStamp(start.toISOString())}/${calendarStamp(end)}`, details, ctz: FOLLOW_UP_ZONE });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
export const FOLLOW_UP_EVENT_MINUTES = FOLLOW_UP_MINUTES;
