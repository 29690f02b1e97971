import type { InterviewFields, TrackerEvent } from '../../../contracts/coaching/tracker/events';

type KnownInterview = { company: string; interviewDate: string; type: string; channel: string | null; status: string; feedback: string | null; clientSummaries: number; managerSummaries: number };

// What the tracker's rules need of a client's stream: the interviews not deleted, the manager
// summaries of the timeline.
export type TrackerState = {
  interviews: Readonly<Record<string, KnownInterview>>;
  summaries: Readonly<Record<string, { deleted: boolean }>>;
  cycleComments: Readonly<Record<string, string>>;
  cycleRatings: Readonly<Record<string, number>>;
};

export const initialTrackerState: TrackerState = { interviews: {}, summaries: {}, cycleComments: {}, cycleRatings: {} };

// Companies match whatever their case and spacing.
export const companyKey = (company: string): string => company.trim().toLowerCase().replace(/\s+/g, ' ');

const applyFields = (known: KnownInterview, f: InterviewFields): KnownInterview => ({
  ...known,
  ...(f.company !== undefined ? { company: f.company } : {}),
  ...(f.interviewDate !== undefined ? { interviewDate: f.interviewDate } : {}),
  ...(f.type !== undefined ? { type: f.type } : {}),
  ...(f.channel !== undefined ? { channel: f.channel } : {}),
  ...(f.status !== undefined ? { status: f.status } : {}),
  ...(f.feedback !== undefined ? { feedback: f.feedback } : {}),
});

const blank: KnownInterview = { company: '', interviewDate: '', type: '', channel: null, status: '', feedback: null, clientSummaries: 0, managerSummaries: 0 };

export const evolveTracker = (state: TrackerState, event: TrackerEvent): TrackerState => {
  const withInterview = (id: string, change: (known: KnownInterview) => KnownInterview | null): TrackerState => {
    const known = state.interviews[id];
    if (!known) return state;
    const next = change(known);
    const interviews = { ...state.interviews };
    if (next) interviews[id] = next;
    else delete interviews[id];
    return { ...state, interviews };
  };
  switch (event.type) {
    case 'InterviewAdded':
      return { ...state, interviews: { ...state.interviews, [event.data.interviewId]: applyFields(blank, event.data.fields) } };
    case 'InterviewEdited':
      return withInterview(event.data.interviewId, (k) => applyFields(k, event.data.fields));
    case 'InterviewStatusChanged':
      return withInterview(event.data.interviewId, (k) => ({ ...k, status: event.data.status }));
    case 'InterviewFeedbackGiven':
      return withInterview(event.data.interviewId, (k) => ({ ...k, feedback: event.data.feedback }));
    case 'InterviewSummaryWritten':
      if (event.data.index !== null) return state;
      return withInterview(event.data.interviewId, (k) =>
        event.data.kind === 'client' ? { ...k, clientSummaries: k.clientSummaries + 1 } : { ...k, managerSummaries: k.managerSummaries + 1 },
      );
    case 'InterviewDeleted':
      return withInterview(event.data.interviewId, () => null);
    case 'JourneySummaryWritten':
      return { ...state, summaries: { ...state.summaries, [event.data.summaryId]: { deleted: false } } };
    case 'JourneySummaryDeleted':
      return { ...state, summaries: { ...state.summaries, [event.data.summaryId]: { deleted: true } } };
    case 'CycleCommentChanged':
      return { ...state, cycleComments: { ...state.cycleComments, [event.data.cycleId]: event.data.comment } };
    case 'CycleRatingChanged':
      return { ...state, cycleRatings: { ...state.cycleRatings, [event.data.cycleId]: event.data.rating } };
    default:
      return state;
  }
};

// The company's newest interview (by date), or the one named.
export function interviewAt(state: TrackerState, company: string, interviewId?: string): string | null {
  if (interviewId) return state.interviews[interviewId] && companyKey(state.interviews[interviewId].company) === companyKey(company) ? interviewId : null;
  const atCompany = Object.entries(state.interviews).filter(([, k]) => companyKey(k.company) === companyKey(company));
  atCompany.sort(([, a], [, b]) => b.interviewDate.localeCompare(a.interviewDate));
  return atCompany[0]?.[0] ?? null;
}
