import type { EventMetadata } from '../../core/event-store';
import { FROZEN_STATUS } from '../journey/lists';
import { DEFAULT_STATUS, DEFAULT_TYPE } from '../tracker/lists';

// The one pure KPI fold: what a client's events say about their search, kept as a plain JSON value.
// The KPI projection folds each event into the client's row with it; the history folds the client's
// events up to a moment with it. Everything read at a moment (days so far, flags) is computed from
// this state and "now" by kpi-figures.ts and attention.ts, never stored.

export type KpiInterview = {
  company: string;
  type: string;
  isApproach: boolean;
  // when it takes (took) place, and when it was recorded
  date: string;
  createdAt: string;
  status: string;
};

// An offer's salaries as its form saved them: the first offer and the final salary, each in its
// own currency and frequency.
export type KpiOffer = {
  company: string;
  firstSalaryOffer: number | null;
  firstSalaryOfferCurrency: string;
  firstSalaryOfferFrequency: string;
  finalSalary: number | null;
  finalSalaryCurrency: string;
  finalSalaryFrequency: string;
  createdAt: string;
  signed: boolean;
};

// The onboarding's first meeting while it stands: booked, not cancelled (need-attention flags only).
export type KpiMeeting = { slotId: string; start: string };

export type KpiCycle = { cycleId: string; cycle: number; openedAt: string; firstPartAt: string | null; partsSent: number; sentCount: number; open: boolean };

export type KpiState = {
  userId: string;
  startedAt: string | null;
  beginServiceDate: string | null;
  signedDate: string | null;
  status: string | null;
  statusSince: string | null;
  // seconds spent in each status, for the stays that ended
  statusSeconds: Record<string, number>;
  frozenSince: string | null;
  freezeSeconds: number;
  plan: string | null;
  currentStep: number;
  cyclesLimit: number;
  safetyNetActive: boolean;
  safetyNetExpireDate: string | null;
  subscriptionEndDate: string | null;
  publishStatus: string;
  cycles: KpiCycle[];
  lastPublishAt: string | null;
  // the client's own actions per day (YYYY-MM-DD): one per request, however many events it wrote
  engagement: Record<string, number>;
  lastRequest: string | null;
  interviews: Record<string, KpiInterview>;
  offers: Record<string, KpiOffer>;
  meeting: KpiMeeting | null;
};

export const initialKpiState = (userId: string): KpiState => ({
  userId,
  startedAt: null,
  beginServiceDate: null,
  signedDate: null,
  status: null,
  statusSince: null,
  statusSeconds: {},
  frozenSince: null,
  freezeSeconds: 0,
  plan: null,
  currentStep: 0,
  cyclesLimit: 5,
  safetyNetActive: false,
  safetyNetExpireDate: null,
  subscriptionEndDate: null,
  publishStatus: 'new',
  cycles: [],
  lastPublishAt: null,
  engagement: {},
  lastRequest: null,
  interviews: {},
  offers: {},
  meeting: null,
});

// What the fold reads of an event: a decoded event (projection) or a recorded one decoded by the
// history satisfies it.
export type KpiEvent = { type: string; data: unknown; metadata: EventMetadata; recordedAt: Date };

// The event types the fold takes (the projection subscribes to these).
export const kpiEventTypes = [
  'JourneyDataUpdated',
  'JourneyAdminDataUpdated',
  'JourneyStepFinished',
  'JourneyStepReturned',
  'JourneyStatusChanged',
  'JourneyPlanChanged',
  'JourneyCommentAdded',
  'SafetyNetUpdated',
  'SubscriptionEndRequested',
  'MidServiceQuestionnaireAnswered',
  'PublishTestSent',
  'PublishRequested',
  'PublishApproved',
  'PublishDeclined',
  'PublishPaused',
  'NewPublishStarted',
  'CycleOpened',
  'PartSent',
  'CycleClosed',
  'ResumeAdded',
  'CoverLetterSaved',
  'InterviewAdded',
  'InterviewEdited',
  'InterviewStatusChanged',
  'InterviewFeedbackGiven',
  'InterviewSummaryWritten',
  'InterviewDeleted',
  'TalentJobAdded',
  'TalentOfferAdded',
  'TalentOfferEdited',
  'TalentOfferDeleted',
  'TalentOfferSigned',
  'MeetingScheduled',
  'MeetingCancelled',
] as const;

export const secondsBetween = (from: string, to: string): number => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));

type Data = Record<string, unknown> & { userId: string };
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

// The client whose KPIs an event changes (every event the fold takes names it).
export const kpiUserOf = (event: KpiEvent): string => (event.data as Data).userId;

function withStatus(state: KpiState, status: string, at: string): KpiState {
  if (state.status === status) return state;
  const statusSeconds = { ...state.statusSeconds };
  if (state.status && state.statusSince) statusSeconds[state.status] = (statusSeconds[state.status] ?? 0) + secondsBetween(state.statusSince, at);
  const leavesFreeze = state.frozenSince !== null && status !== FROZEN_STATUS;
  return {
    ...state,
    status,
    statusSince: at,
    statusSeconds: { ...statusSeconds, [status]: statusSeconds[status] ?? 0 },
    frozenSince: status === FROZEN_STATUS ? (state.frozenSince ?? at) : null,
    freezeSeconds: leavesFreeze ? state.freezeSeconds + secondsBetween(state.frozenSince!, at) : state.freezeSeconds,
    signedDate: status === 'signed' ? (state.signedDate ?? at.slice(0, 10)) : state.signedDate,
  };
}

type Fields = Partial<Record<'company' | 'type' | 'interviewDate' | 'status', string> & { isApproach: boolean }>;

function withInterview(state: KpiState, id: string, fields: Fields, at: string): KpiState {
  const was = state.interviews[id];
  const base: KpiInterview = was ?? { company: '', type: DEFAULT_TYPE, isApproach: false, date: at, createdAt: at, status: DEFAULT_STATUS };
  const next: KpiInterview = {
    ...base,
    ...(fields.company !== undefined ? { company: fields.company } : {}),
    ...(fields.type !== undefined ? { type: fields.type } : {}),
    ...(fields.isApproach !== undefined ? { isApproach: fields.isApproach } : {}),
    ...(fields.interviewDate ? { date: Number.isNaN(Date.parse(fields.interviewDate)) ? fields.interviewDate : new Date(fields.interviewDate).toISOString() } : {}),
    ...(fields.status !== undefined ? { status: fields.status } : {}),
  };
  return { ...state, interviews: { ...state.interviews, [id]: next } };
}

function withOffer(state: KpiState, id: string, offer: Record<string, unknown>, at: string): KpiState {
  const was = state.offers[id];
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  const next: KpiOffer = {
    company: String(offer.company ?? ''),
    firstSalaryOffer: num(offer.firstSalaryOffer),
    firstSalaryOfferCurrency: String(offer.firstSalaryOfferCurrency ?? 'ILS'),
    firstSalaryOfferFrequency: String(offer.firstSalaryOfferFrequency ?? 'MONTH'),
    finalSalary: num(offer.finalSalary),
    finalSalaryCurrency: String(offer.finalSalaryCurrency ?? 'ILS'),
    finalSalaryFrequency: String(offer.finalSalaryFrequency ?? 'MONTH'),
    createdAt: was?.createdAt ?? at,
    signed: was?.signed ?? false,
  };
  return { ...state, offers: { ...state.offers, [id]: next } };
}

const without = <T>(record: Record<string, T>, id: string): Record<string, T> => Object.fromEntries(Object.entries(record).filter(([key]) => key !== id));

const onCycle = (state: KpiState, cycleId: string, change: (c: KpiCycle) => KpiCycle): KpiState => ({ ...state, cycles: state.cycles.map((c) => (c.cycleId === cycleId ? change(c) : c)) });

function evolveFacts(state: KpiState, event: KpiEvent, at: string): KpiState {
  const d = event.data as Data;
  switch (event.type) {
    case 'JourneyAdminDataUpdated': {
      const f = (d.fields ?? {}) as Record<string, unknown>;
      return {
        ...state,
        ...(f.beginServiceDate !== undefined ? { beginServiceDate: str(f.beginServiceDate) } : {}),
        ...(typeof f.cyclesLimit === 'number' ? { cyclesLimit: f.cyclesLimit } : {}),
        ...(f.safetyNetExpireDate !== undefined ? { safetyNetExpireDate: str(f.safetyNetExpireDate) } : {}),
      };
    }
    case 'JourneyStepFinished':
    case 'JourneyStepReturned':
      return { ...state, currentStep: Number(d.to) };
    case 'JourneyStatusChanged':
      return withStatus(state, String(d.status), at);
    case 'JourneyPlanChanged':
      return { ...state, plan: String(d.plan) };
    case 'SafetyNetUpdated':
      return { ...state, safetyNetActive: Boolean(d.safetyNetActive), safetyNetExpireDate: str(d.safetyNetExpireDate) };
    case 'SubscriptionEndRequested':
      return { ...state, subscriptionEndDate: str(d.effectiveAt) };
    case 'PublishTestSent':
      return state.publishStatus === 'approved' ? state : { ...state, publishStatus: 'tested' };
    case 'PublishRequested':
      return { ...state, publishStatus: 'requested' };
    case 'PublishApproved':
      return { ...state, publishStatus: 'approved' };
    case 'PublishDeclined':
      return { ...state, publishStatus: 'declined' };
    case 'PublishPaused':
      return { ...state, publishStatus: 'paused' };
    case 'NewPublishStarted':
      return { ...state, publishStatus: 'new' };
    case 'CycleOpened':
      return { ...state, cycles: [...state.cycles, { cycleId: String(d.cycleId), cycle: Number(d.cycle), openedAt: at, firstPartAt: null, partsSent: 0, sentCount: 0, open: true }] };
    case 'PartSent': {
      if (Number(d.failed) > 0 || d.error) return state;
      const sentAt = str(d.sentAt) ?? at;
      return {
        ...onCycle(state, String(d.cycleId), (c) => ({ ...c, firstPartAt: c.firstPartAt ?? sentAt, partsSent: c.partsSent + 1, sentCount: c.sentCount + Number(d.sent) })),
        lastPublishAt: sentAt,
      };
    }
    case 'CycleClosed':
      return { ...onCycle(state, String(d.cycleId), (c) => ({ ...c, open: false })), publishStatus: 'tested' };
    case 'InterviewAdded':
    case 'InterviewEdited':
      return withInterview(state, String(d.interviewId), (d.fields ?? {}) as Fields, at);
    case 'InterviewStatusChanged':
      return state.interviews[String(d.interviewId)] ? withInterview(state, String(d.interviewId), { status: String(d.status) }, at) : state;
    case 'InterviewDeleted':
      return { ...state, interviews: without(state.interviews, String(d.interviewId)) };
    case 'TalentOfferAdded':
    case 'TalentOfferEdited':
      return withOffer(state, String(d.offerId), (d.offer ?? {}) as Record<string, unknown>, at);
    case 'TalentOfferDeleted':
      return { ...state, offers: without(state.offers, String(d.offerId)) };
    case 'TalentOfferSigned': {
      const offer = state.offers[String(d.offerId)];
      return { ...state, signedDate: state.signedDate ?? at.slice(0, 10), offers: offer ? { ...state.offers, [String(d.offerId)]: { ...offer, signed: true } } : state.offers };
    }
    default:
      return state;
  }
}

// The onboarding's meeting events only say whether a meeting stands: booking one starts no service
// and is no engagement (a rescheduling cancels the old slot, then books the new one).
function withMeeting(state: KpiState, event: KpiEvent): KpiState | null {
  const d = event.data as Data;
  if (event.type === 'MeetingScheduled') return { ...state, meeting: { slotId: String(d.slotId ?? ''), start: String(d.start ?? '') } };
  if (event.type !== 'MeetingCancelled') return null;
  const standing = state.meeting ?? null;
  return standing && str(d.slotId) && standing.slotId !== d.slotId ? state : { ...state, meeting: null };
}

// The client's own request an event is, on its day: the client's own actions make the day's
// engagement, one per request; staff acting for them do not. null when it adds none.
function engagementOf(state: KpiState, event: KpiEvent, at: string): { request: string | null; day: string } | null {
  if (event.metadata.actor !== state.userId || event.metadata.onBehalfOf) return null;
  const request = typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : null;
  if (request !== null && request === state.lastRequest) return null;
  return { request, day: at.slice(0, 10) };
}

// One event's facts, and the engagement it adds.
function step(previous: KpiState, event: KpiEvent): { next: KpiState; counted: { request: string | null; day: string } | null } {
  const meeting = withMeeting(previous, event);
  if (meeting) return { next: meeting, counted: null };
  const at = eventTime(event);
  const state = previous.startedAt ? previous : { ...previous, startedAt: at };
  return { next: evolveFacts(state, event, at), counted: engagementOf(state, event, at) };
}

// One event folded into a client's KPI state. Pure: the event's own time (its data's, else when it
// was recorded) is the only clock.
export function evolveKpis(previous: KpiState, event: KpiEvent): KpiState {
  const { next, counted } = step(previous, event);
  if (!counted) return next;
  return { ...next, lastRequest: counted.request, engagement: { ...next.engagement, [counted.day]: (next.engagement[counted.day] ?? 0) + 1 } };
}

// When an event happened: the time its data names (…At), else when it was recorded.
export function eventTime(event: KpiEvent): string {
  const d = event.data as Record<string, unknown>;
  for (const [key, value] of Object.entries(d)) if (key.endsWith('At') && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  return event.recordedAt.toISOString();
}

// Many events at once (the history as of a moment): the state evolveKpis reaches one event at a
// time, with the days' counts kept in one record of the fold's own rather than copied at every
// event (which made a long journey's fold grow with the square of its days).
export function foldKpis(userId: string, events: readonly KpiEvent[]): KpiState {
  const engagement: Record<string, number> = {};
  let state = initialKpiState(userId);
  for (const event of events) {
    const { next, counted } = step(state, event);
    state = counted ? { ...next, lastRequest: counted.request } : next;
    if (counted) engagement[counted.day] = (engagement[counted.day] ?? 0) + 1;
  }
  return { ...state, engagement };
}
