import { domainError, type DomainError } from '../../../contracts/core/errors';
import type { ActivityEvent } from '../../../contracts/marketplace/activity/events';
import { orphanApplicationEvents, type OrphanApplicationEvent } from '../../../contracts/marketplace/orphan-applications/events';
import type { Decider } from '../../core/decider';
import type { JobFacts } from '../activity/application';

// What applying without an account decides: its own events, and the application itself, which goes
// to the pair's stream as every other.
export type OrphanDecision = OrphanApplicationEvent | Extract<ActivityEvent, { type: 'ApplicationSubmitted' }>;

type OrphanApplication = { recruiterId: string; appliedAt: string; guestId: string | null };

// Applications made without an account by one email, folded from orphan-applicant-{sha256(email)}.
export type OrphanApplicantState = {
  applicantId: string | null;
  // by job id
  applications: Readonly<Record<string, OrphanApplication>>;
  // the account they went to, once made
  seekerId: string | null;
};

export const initialOrphanApplicantState: OrphanApplicantState = { applicantId: null, applications: {}, seekerId: null };

export const evolveOrphanApplicant = (state: OrphanApplicantState, event: OrphanDecision): OrphanApplicantState => {
  switch (event.type) {
    case 'OrphanApplicationSubmitted': {
      const { applicantId, jobId, recruiterId, appliedAt, guestId } = event.data;
      return { ...state, applicantId: state.applicantId ?? applicantId, applications: { ...state.applications, [jobId]: { recruiterId, appliedAt, guestId } } };
    }
    case 'OrphanApplicantRegistered':
      return { ...state, seekerId: event.data.seekerId };
    default:
      return state;
  }
};

export type ResumeRef = { id: string; name: string; kind: string; size: number };

export type OrphanCommand =
  | {
      type: 'ApplyOrphan';
      // used when this email has not applied before
      newApplicantId: string;
      jobId: string;
      job: JobFacts;
      email: string;
      first_name: string;
      last_name: string;
      guestId: string | null;
      resume: ResumeRef;
      now: Date;
    }
  | { type: 'CarryOver'; seekerId: string; guestId: string; now: Date };

// What the visitor who makes the account keeps: the applications sent with their own visitor
// token. Someone who only knows the address cannot take another person's applications.
export const carriedJobs = (state: OrphanApplicantState, guestId: string): string[] =>
  state.seekerId ? [] : Object.entries(state.applications).filter(([, a]) => a.guestId === guestId).map(([jobId]) => jobId);

const decideApply = (command: Extract<OrphanCommand, { type: 'ApplyOrphan' }>, state: OrphanApplicantState): OrphanDecision[] | DomainError => {
  const { job, jobId } = command;
  if (job.status === 'none' || job.status === 'D' || !job.ownerId) return domainError('JobNotFound');
  if (job.status !== 'A') return domainError('JobNotActive');
  if (state.applications[jobId]) return [];
  const applicantId = state.applicantId ?? command.newApplicantId;
  const appliedAt = command.now.toISOString();
  const { email, first_name, last_name, guestId, resume } = command;
  return [
    { type: 'OrphanApplicationSubmitted', data: { applicantId, jobId, recruiterId: job.ownerId, email, first_name, last_name, guestId, resume, appliedAt } },
    // the application itself, as every other: the recruiter's lists, counters and inbox show it
    { type: 'ApplicationSubmitted', data: { jobId, seekerId: applicantId, recruiterId: job.ownerId, appliedAt } },
  ];
};

const decideCarryOver = (command: Extract<OrphanCommand, { type: 'CarryOver' }>, state: OrphanApplicantState): OrphanDecision[] | DomainError => {
  const jobIds = carriedJobs(state, command.guestId);
  if (!state.applicantId || !jobIds.length) return domainError('NoOrphanApplication');
  const { applicantId } = state;
  const { seekerId } = command;
  const at = command.now.toISOString();
  return [
    { type: 'OrphanApplicantRegistered', data: { applicantId, seekerId, jobIds, registeredAt: at } },
    ...jobIds.map((jobId): OrphanDecision => {
      const application = state.applications[jobId]!;
      return { type: 'ApplicationCarriedOver', data: { jobId, seekerId, recruiterId: application.recruiterId, applicantId, appliedAt: application.appliedAt, carriedAt: at } };
    }),
  ];
};

// Applying without an account decides over the email's stream: one application per email and
// job, however often it is sent. The events for the pair streams are appended with it at once.
export const orphanDecider: Decider<OrphanApplicantState, OrphanCommand, OrphanDecision> = {
  events: orphanApplicationEvents,
  initialState: initialOrphanApplicantState,
  evolve: evolveOrphanApplicant,
  decide: (command, state) => (command.type === 'ApplyOrphan' ? decideApply(command, state) : decideCarryOver(command, state)),
};
