import type { DomainError } from '../../../contracts/core/errors';
import { orphanApplicationEvents, type OrphanApplicationEvent } from '../../../contracts/marketplace/orphan-applications/events';
import type { Decider } from '../../core/decider';

type Applicant = {
  lastAppliedAt: string;
  jobIds: readonly string[];
  resumeIds: readonly string[];
  // the account they made, if they did
  seekerId: string | null;
  erasedAt: string | null;
};

// What retention needs to know of the applicants of one email, folded from
// orphan-applicant-{sha256(email)}. An address may hold several: it starts afresh after an erasure.
// Resume ids are not personal fields: they stay readable after the key is gone, so a retried
// erasure still finds the files.
export type OrphanRetentionState = { applicants: Readonly<Record<string, Applicant>> };

export const initialOrphanRetentionState: OrphanRetentionState = { applicants: {} };

const withApplicant = (state: OrphanRetentionState, applicantId: string, change: (applicant: Applicant) => Applicant): OrphanRetentionState => {
  const applicant = state.applicants[applicantId] ?? { lastAppliedAt: '', jobIds: [], resumeIds: [], seekerId: null, erasedAt: null };
  return { applicants: { ...state.applicants, [applicantId]: change(applicant) } };
};

export const evolveOrphanRetention = (state: OrphanRetentionState, event: OrphanApplicationEvent): OrphanRetentionState => {
  switch (event.type) {
    case 'OrphanApplicationSubmitted': {
      const { applicantId, jobId, resume, appliedAt } = event.data;
      return withApplicant(state, applicantId, (a) => ({
        ...a,
        lastAppliedAt: appliedAt > a.lastAppliedAt ? appliedAt : a.lastAppliedAt,
        jobIds: a.jobIds.includes(jobId) ? a.jobIds : [...a.jobIds, jobId],
        resumeIds: [...a.resumeIds, resume.id],
      }));
    }
    case 'OrphanApplicantRegistered':
      return withApplicant(state, event.data.applicantId, (a) => ({ ...a, seekerId: event.data.seekerId }));
    case 'OrphanApplicantErased':
      return withApplicant(state, event.data.applicantId, (a) => ({ ...a, erasedAt: event.data.erasedAt }));
    default:
      return state;
  }
};

// cutoff: now less the retention period. An application sent at or after it keeps the applicant.
export type EraseLapsedOrphanApplicant = { type: 'EraseLapsedOrphanApplicant'; applicantId: string; cutoff: Date; now: Date };

const decide = (command: EraseLapsedOrphanApplicant, state: OrphanRetentionState): OrphanApplicationEvent[] | DomainError => {
  const applicant = state.applicants[command.applicantId];
  // an account keeps everything it was linked to; it goes only with the account
  if (!applicant || applicant.seekerId || applicant.erasedAt) return [];
  if (!(Date.parse(applicant.lastAppliedAt) < command.cutoff.getTime())) return [];
  const { applicantId } = command;
  return [{ type: 'OrphanApplicantErased', data: { applicantId, jobIds: [...applicant.jobIds], lastAppliedAt: applicant.lastAppliedAt, erasedAt: command.now.toISOString() } }];
};

// Someone who applied without an account and made none within the retention period is erased as
// a deleted account is; the event records that it happened, the key's destruction does the rest.
export const orphanErasureDecider: Decider<OrphanRetentionState, EraseLapsedOrphanApplicant, OrphanApplicationEvent> = {
  events: orphanApplicationEvents,
  initialState: initialOrphanRetentionState,
  evolve: evolveOrphanRetention,
  decide,
};
