import { categoriesOf, metric, NOW_WEEK, paymentKindOf, stageOf, type InterviewStage, type PaymentKind } from '../../../contracts/backoffice/statistics/metrics';
import { weekOf } from '../../../contracts/backoffice/statistics/weeks';
import type { DecodedEvent } from '../../../contracts/events';

// What the counters remember of one job, person, journey, interview or payment (stat_subject).
export type Subject =
  | { kind: 'job'; status: string; title: string; tags: string[] }
  | { kind: 'person'; seeker: boolean; title: string | null; tags: string[] }
  | { kind: 'journey'; status: string | null }
  | { kind: 'interview'; stage: InterviewStage; week: string | null }
  | { kind: 'payment'; paymentKind: PaymentKind };

export type SubjectStore = { get(key: string): Subject | null; set(key: string, subject: Subject | null): void };

// A counter's change: add n to metric in week.
export type Count = readonly [metric: string, week: string, n: number];

const ACTIVE = 'A';
const job = (id: string) => `job:${id}`;
const person = (id: string) => `person:${id}`;
const journey = (id: string) => `journey:${id}`;
const interview = (id: string) => `interview:${id}`;
const payment = (id: string) => `payment:${id}`;

// The subjects an event's counting reads or changes.
export function subjectKeysOf(event: DecodedEvent): string[] {
  switch (event.type) {
    case 'UserRegistered':
    case 'RoleSwitched':
    case 'ProfileSaved':
      return [person(event.data.userId)];
    case 'AccountDeleted':
      return [person(event.data.userId), journey(event.data.userId)];
    case 'JobCreated':
    case 'JobUpdated':
    case 'JobStatusChanged':
      return [job(event.data.jobId)];
    case 'JourneyStatusChanged':
      return [journey(event.data.userId)];
    case 'InterviewAdded':
    case 'InterviewEdited':
    case 'InterviewDeleted':
      return [interview(event.data.interviewId)];
    case 'PaymentStarted':
    case 'PaymentSucceeded':
      return [payment(event.data.paymentId)];
    default:
      return [];
  }
}

// The counts a subject adds while it is as it is: an active job and a seeker's resume in their
// categories and tags (as of now), an interview in its stage and week.
function standing(subject: Subject | null): Count[] {
  if (!subject) return [];
  if (subject.kind === 'job' && subject.status === ACTIVE)
    return [...categoriesOf(subject.title, subject.tags).map((c): Count => [metric.category('jobs', c), NOW_WEEK, 1]), ...subject.tags.map((t): Count => [metric.tag('jobs', t), NOW_WEEK, 1])];
  if (subject.kind === 'person' && subject.seeker && (subject.title || subject.tags.length))
    return [...categoriesOf(subject.title, subject.tags).map((c): Count => [metric.category('resumes', c), NOW_WEEK, 1]), ...subject.tags.map((t): Count => [metric.tag('resumes', t), NOW_WEEK, 1])];
  if (subject.kind === 'interview' && subject.week) return [[metric.interviews(subject.stage), subject.week, 1]];
  return [];
}

const uniqueTags = (tags: readonly string[]) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
const interviewWeek = (date: string | undefined, fallback: string) => weekOf(date ?? fallback) ?? weekOf(fallback);

// One event's counts, in log order, given what the subjects were before it (and left as it leaves
// them). An event about a subject the counters never saw (its first event predates nothing here:
// the log is read whole) starts from nothing.
export function countsOf(event: DecodedEvent, subjects: SubjectStore): Count[] {
  const counts: Count[] = [];
  const flow = (name: string, at: string, n = 1) => {
    const week = weekOf(at);
    if (week) counts.push([name, week, n]);
  };
  const become = (key: string, next: Subject | null) => {
    for (const [m, w, n] of standing(subjects.get(key))) counts.push([m, w, -n]);
    counts.push(...standing(next));
    subjects.set(key, next);
  };
  const jobMoved = (key: string, next: Extract<Subject, { kind: 'job' }>, at: string) => {
    const before = subjects.get(key);
    const was = before?.kind === 'job' ? before.status : null;
    if (was !== ACTIVE && next.status === ACTIVE) flow(metric.jobsPosted, at);
    if (was === ACTIVE && next.status !== ACTIVE) flow(metric.jobsClosed, at);
    become(key, next);
  };
  const journeyMoved = (userId: string, status: string | null, at: string) => {
    const before = subjects.get(journey(userId));
    const was = before?.kind === 'journey' ? before.status : null;
    if (was === status) return;
    if (was !== null) flow(metric.journeyStatus(was), at, -1);
    if (status !== null) flow(metric.journeyStatus(status), at, 1);
    subjects.set(journey(userId), status === null ? null : { kind: 'journey', status });
  };
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      flow(metric.signups(d.lookingforwork ? 'seeker' : 'recruiter'), d.registeredAt);
      become(person(d.userId), { kind: 'person', seeker: d.lookingforwork, title: null, tags: [] });
      break;
    }
    case 'RoleSwitched': {
      const before = subjects.get(person(event.data.userId));
      const was = before?.kind === 'person' ? before : { kind: 'person' as const, seeker: true, title: null, tags: [] };
      become(person(event.data.userId), { ...was, seeker: event.data.lookingforwork });
      break;
    }
    case 'ProfileSaved': {
      const before = subjects.get(person(event.data.userId));
      const was = before?.kind === 'person' ? before : { kind: 'person' as const, seeker: true, title: null, tags: [] };
      const { title, tags } = event.data.changes;
      if (title === undefined && tags === undefined) break;
      become(person(event.data.userId), { ...was, ...(title !== undefined ? { title } : {}), ...(tags !== undefined ? { tags: uniqueTags(tags) } : {}) });
      break;
    }
    case 'AccountDeleted':
      become(person(event.data.userId), null);
      journeyMoved(event.data.userId, null, event.data.deletedAt);
      break;
    case 'JobCreated': {
      const d = event.data;
      jobMoved(job(d.jobId), { kind: 'job', status: d.status, title: d.job.title, tags: uniqueTags(d.job.tags) }, d.createdAt);
      break;
    }
    case 'JobUpdated': {
      const before = subjects.get(job(event.data.jobId));
      if (before?.kind !== 'job') break;
      const { title, tags } = event.data.changes;
      become(job(event.data.jobId), { ...before, ...(title !== undefined ? { title } : {}), ...(tags !== undefined ? { tags: uniqueTags(tags) } : {}) });
      break;
    }
    case 'JobStatusChanged': {
      const before = subjects.get(job(event.data.jobId));
      const was = before?.kind === 'job' ? before : { kind: 'job' as const, status: '', title: '', tags: [] };
      jobMoved(job(event.data.jobId), { ...was, status: event.data.status }, event.data.changedAt);
      break;
    }
    case 'ApplicationSubmitted':
      flow(metric.applications, event.data.appliedAt);
      break;
    case 'MatchMade':
      flow(metric.matches, event.data.matchedAt);
      break;
    case 'PaymentStarted':
      subjects.set(payment(event.data.paymentId), { kind: 'payment', paymentKind: paymentKindOf(event.data.method) });
      break;
    case 'PaymentSucceeded': {
      const d = event.data;
      const started = subjects.get(payment(d.paymentId));
      const kind = started?.kind === 'payment' ? started.paymentKind : paymentKindOf(null);
      flow(metric.payments(kind), d.paidAt);
      flow(metric.revenue(kind, d.currency.toUpperCase()), d.paidAt, d.amount);
      break;
    }
    case 'JourneyStatusChanged':
      journeyMoved(event.data.userId, event.data.status, event.data.changedAt);
      break;
    case 'PartSent':
      flow(metric.partsSent, event.data.sentAt);
      break;
    case 'CycleOpened':
      flow(metric.cyclesOpened, event.data.openedAt);
      break;
    case 'InterviewAdded': {
      const d = event.data;
      become(interview(d.interviewId), { kind: 'interview', stage: stageOf(d.fields.type), week: interviewWeek(d.fields.interviewDate, d.addedAt) });
      break;
    }
    case 'InterviewEdited': {
      const d = event.data;
      const before = subjects.get(interview(d.interviewId));
      if (before?.kind !== 'interview') break;
      if (d.fields.type === undefined && d.fields.interviewDate === undefined) break;
      become(interview(d.interviewId), {
        ...before,
        ...(d.fields.type !== undefined ? { stage: stageOf(d.fields.type) } : {}),
        ...(d.fields.interviewDate !== undefined ? { week: interviewWeek(d.fields.interviewDate, d.editedAt) } : {}),
      });
      break;
    }
    case 'InterviewDeleted':
      become(interview(event.data.interviewId), null);
      break;
    case 'TalentOfferAdded':
      flow(metric.offersAdded, event.data.addedAt);
      break;
    case 'TalentOfferSigned':
      flow(metric.offersSigned, event.data.signedAt);
      break;
    default:
      break;
  }
  return counts;
}

export const countedEventTypes = [
  'UserRegistered',
  'RoleSwitched',
  'ProfileSaved',
  'AccountDeleted',
  'JobCreated',
  'JobUpdated',
  'JobStatusChanged',
  'ApplicationSubmitted',
  'MatchMade',
  'PaymentStarted',
  'PaymentSucceeded',
  'JourneyStatusChanged',
  'PartSent',
  'CycleOpened',
  'InterviewAdded',
  'InterviewEdited',
  'InterviewDeleted',
  'TalentOfferAdded',
  'TalentOfferSigned',
] as const satisfies readonly DecodedEvent['type'][];
