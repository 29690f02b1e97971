import { domainError, type DomainError } from '../../../contracts/core/errors';
import { say } from '../../../contracts/core/messages';
import { reportEvents, type ReportEvent } from '../../../contracts/marketplace/reports/events';
import { reportMessages as m } from '../../../contracts/marketplace/reports/messages';
import type { ReportReason, ReportType } from '../../../contracts/marketplace/reports/report';
import type { Decider } from '../../core/decider';
import { evolveReport, initialReport, type ReportState } from './report';

// What is reported, as looked up when the report is made: null when there is no such object;
// ownerId: the job's owner or the profile's person; authorId: a review's author, who may not report
// it either but is not named in the report (null ownerId: reviews are anonymous).
export type ReportedFacts = { found: { ownerId: string | null; authorId?: string } | null };

export type ReportCommand =
  | ({ type: 'Report'; reportId: string; objectType: ReportType; objectId: string; reporterId: string; reason: ReportReason; text: string | null; company: string | null; now: Date } & ReportedFacts)
  | { type: 'Ignore'; now: Date }
  | { type: 'DeleteUser'; userId: string; now: Date }
  | { type: 'DeleteJob'; jobId: string; now: Date }
  | { type: 'DeleteObject'; objectId: string; objectType: 'review' | 'interview'; company: string | null; now: Date };

type Open = Extract<ReportState, { status: 'open' }>;

// An action of an admin needs a report waiting.
const waiting = (state: ReportState): Open | DomainError => (state.status === 'open' ? state : domainError(state.status === 'none' ? 'ReportNotFound' : 'ReportClosed'));

function decide(c: ReportCommand, state: ReportState): ReportEvent[] | DomainError {
  const at = c.now.toISOString();
  if (c.type === 'Report') {
    // reported already (and perhaps handled): the button was hidden, a second request changes nothing
    if (state.status !== 'none') return [];
    if (!c.found) return domainError('ReportedObjectNotFound');
    if (c.found.authorId === c.reporterId) return domainError('ValidationFailed', m.ReportOwnReview);
    if (c.found.ownerId === c.reporterId) return domainError('ValidationFailed', m.ReportOwnObject);
    const { reportId, objectType: type, objectId, reporterId, reason, text, company } = c;
    return [{ type: 'ObjectReported', data: { reportId, type, objectId, objectOwnerId: c.found.ownerId, company, reporterId, reason, text, reportedAt: at } }];
  }
  const open = waiting(state);
  if ('code' in open) return open;
  const { reportId } = open;
  switch (c.type) {
    case 'Ignore':
      return [{ type: 'ReportIgnored', data: { reportId, ignoredAt: at } }];
    case 'DeleteUser': {
      const about = open.type === 'profile' ? [open.objectId, open.objectOwnerId] : [open.objectOwnerId];
      if (!about.includes(c.userId)) return domainError('ReportMismatch', m.ReportNotAboutUser);
      return [{ type: 'ReportedUserDeleted', data: { reportId, deletedUserId: c.userId, deletedAt: at } }];
    }
    case 'DeleteJob':
      if (open.type !== 'job' || open.objectId !== c.jobId) return domainError('ReportMismatch', m.ReportNotAboutJob);
      return [{ type: 'ReportedJobDeleted', data: { reportId, jobId: c.jobId, deletedAt: at } }];
    case 'DeleteObject':
      if (open.type !== c.objectType || open.objectId !== c.objectId) return domainError('ReportMismatch', say(m.ReportNotAboutObject, { type: c.objectType }));
      return [{ type: 'ReportedObjectDeleted', data: { reportId, objectId: c.objectId, type: c.objectType, company: c.company ?? open.company, deletedAt: at } }];
  }
}

export const reportDecider: Decider<ReportState, ReportCommand, ReportEvent> = { events: reportEvents, initialState: initialReport, evolve: evolveReport, decide };
