import { DateTime } from 'luxon';
import { DEFAULT_CHANNEL, FOLLOW_UP_ZONE, NEW_LEAD_ID, type LEAD_RELEVANCE, type Lead, type LeadChannel, type LeadFields } from '@contracts/backoffice/leads/lead';

// What the lead dialog edits: the lead's fields, its id (-1 for a new one) and the day it came as
// the reader types it (Israel's time; blank on a new lead: now).
export type LeadForm = Omit<LeadFields, 'date' | 'communicationChannel' | 'relevant'> & {
  _id: string | typeof NEW_LEAD_ID;
  date: string;
  communicationChannel: LeadChannel;
  relevant: (typeof LEAD_RELEVANCE)[number];
};

export const emptyLead = (): LeadForm => ({
  _id: NEW_LEAD_ID,
  date: '',
  email: '',
  name: '',
  phone: '',
  internationalPhone: '',
  communicationChannel: DEFAULT_CHANNEL,
  csManager: null,
  relevant: '',
  isKnewAboutService: false,
  summary: '',
  isFollowUpNeeded: false,
  followUpReminderDate: null,
  status: '',
  contactedUs: false,
});

export const formOf = (lead: Lead): LeadForm => {
  const { csManagerName: _name, questionnaireId: _questionnaire, ...fields } = lead;
  return { ...fields, relevant: fields.relevant as LeadForm['relevant'], communicationChannel: fields.communicationChannel as LeadForm['communicationChannel'], date: fields.date };
};

// A moment as a datetime-local input shows it, on Israel's clock; and back.
export const localInput = (iso: string | null): string => (iso ? DateTime.fromISO(iso, { zone: FOLLOW_UP_ZONE }).toFormat("yyyy-LL-dd'T'HH:mm") : '');
export const fromLocalInput = (text: string): string | null => {
  if (!text) return null;
  const moment = DateTime.fromISO(text, { zone: FOLLOW_UP_ZONE });
  return moment.isValid ? moment.toUTC().toISO() : null;
};

// createEditLead's newData: a blank date on a new lead is left for the server (now).
export const newDataOf = (form: LeadForm) => {
  const { date, ...rest } = form;
  return { ...rest, ...(date ? { date } : {}) };
};
