import { domainError, type DomainError } from '../../../contracts/core/errors';
import type { ActivityEvent } from '../../../contracts/marketplace/activity/events';
import type { Decider } from '../../core/decider';
import { evolvePairAndQuota, initialPairState, initialQuotaState, monthOf, pairFolder, type JobFacts, type PairAndQuota, type PairEvent } from './application';

// Facts looked up before deciding: the job from its stream, people from their accounts.
export type SeekerFacts = { lookingforwork: boolean; visible: boolean; isPro: boolean };

export type ApplicationCommand =
  | { type: 'Apply'; jobId: string; seekerId: string; seeker: SeekerFacts; job: JobFacts; limit: number; now: Date }
  | { type: 'Connect'; jobId: string | null; seekerId: string; recruiterId: string; seeker: SeekerFacts | null; job: JobFacts; activeJobs: number; now: Date }
  | { type: 'ViewApplicant'; jobId: string; seekerId: string; recruiterId: string; now: Date };

const decideApply = (command: Extract<ApplicationCommand, { type: 'Apply' }>, { pair, quota }: PairAndQuota): ActivityEvent[] | DomainError => {
  const { jobId, seekerId, seeker, job } = command;
  if (!seeker.lookingforwork) return domainError('NotASeeker');
  if (job.status === 'none' || job.status === 'D' || !job.ownerId) return domainError('JobNotFound');
  if (job.status !== 'A') return domainError('JobNotActive');
  if (job.ownerId === seekerId) return domainError('OwnJob');
  if (!seeker.visible) return domainError('ProfileInvisible');
  if (pair.appliedAt) return [];
  const month = monthOf(command.now);
  if (!seeker.isPro && (quota.used[month] ?? 0) >= command.limit) return domainError('ApplyLimitReached');
  const at = command.now.toISOString();
  const ids = { jobId, seekerId, recruiterId: job.ownerId };
  const events: ActivityEvent[] = [
    { type: 'ApplicationSubmitted', data: { ...ids, appliedAt: at } },
    // Pro applications are counted too, so the month stays right if Pro ends
    { type: 'ApplicationQuotaUsed', data: { seekerId, jobId, month, usedAt: at } },
  ];
  if (pair.connectedAt && !pair.matchedAt) events.push({ type: 'MatchMade', data: { ...ids, matchedAt: at } });
  return events;
};

const decideConnect = (command: Extract<ApplicationCommand, { type: 'Connect' }>, { pair }: PairAndQuota): ActivityEvent[] | DomainError => {
  const { jobId, seekerId, recruiterId, seeker, job } = command;
  if (command.activeJobs === 0) return domainError('NoActiveJob');
  if (!jobId || job.status === 'none' || job.status === 'D') return domainError('ChooseActiveJob');
  if (job.ownerId !== recruiterId) return domainError('NotJobOwner');
  if (job.status !== 'A') return domainError('ChooseActiveJob');
  if (!seeker || !seeker.lookingforwork || !seeker.visible || seekerId === recruiterId) return domainError('ProfileNotFound');
  if (pair.connectedAt) return [];
  const at = command.now.toISOString();
  const ids = { jobId, seekerId, recruiterId };
  const events: ActivityEvent[] = [{ type: 'ConnectSent', data: { ...ids, connectedAt: at } }];
  if (pair.appliedAt && !pair.matchedAt) events.push({ type: 'MatchMade', data: { ...ids, matchedAt: at } });
  return events;
};

const decideView = (command: Extract<ApplicationCommand, { type: 'ViewApplicant' }>, { pair }: PairAndQuota): ActivityEvent[] | DomainError => {
  if (!pair.appliedAt || !pair.recruiterId) return domainError('ApplicationNotFound');
  if (pair.recruiterId !== command.recruiterId) return domainError('NotJobOwner');
  if (pair.viewedAt) return [];
  const { jobId, seekerId, recruiterId } = command;
  return [{ type: 'ApplicationViewed', data: { jobId, seekerId, recruiterId, viewedAt: command.now.toISOString() } }];
};

// Applying, connecting and viewing decide over one pair's stream (and, for an application, the
// seeker's quota stream): both appended at once with their expected versions, so an apply and a
// connect arriving together produce exactly one MatchMade.
export const decideApplication = (command: ApplicationCommand, state: PairAndQuota): ActivityEvent[] | DomainError => {
  switch (command.type) {
    case 'Apply':
      return decideApply(command, state);
    case 'Connect':
      return decideConnect(command, state);
    case 'ViewApplicant':
      return decideView(command, state);
  }
};

export const applicationDecider: Decider<PairAndQuota, ApplicationCommand, PairEvent> = {
  events: pairFolder.events,
  initialState: { pair: initialPairState, quota: initialQuotaState },
  evolve: evolvePairAndQuota,
  decide: decideApplication,
};
