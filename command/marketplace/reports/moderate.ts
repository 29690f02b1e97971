import { domainError, isDomainError, type DomainError } from '../../../contracts/core/errors';
import { reportStreamId } from '../../../contracts/marketplace/reports/ids';
import { reportMessages as m } from '../../../contracts/marketplace/reports/messages';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { combineAppended, handleCommand, loadStream, type Appended } from '../../core/handle-command';
import { eraseAccount } from '../../identity/users/delete-account';
import { changeJobStatus } from '../jobs/change-job-status';
import { reportDecider, type ReportCommand } from './decide-report';
import { isAdministrator, jobOwnerOf } from './facts';

type Action = Exclude<ReportCommand, { type: 'Report' }>;
type Request = Action extends infer A ? (A extends Action ? Omit<A, 'now'> : never) : never;

// The admin's action on the report, recorded on its stream with the admin in the metadata.
const closeReport = (deps: CommandDeps, reportId: string, request: Request, ctx: CommandContext) =>
  handleCommand(deps.store, reportStreamId(reportId), reportDecider, () => ({ ...request, now: deps.clock() }) as ReportCommand, metadataOf(ctx));

// Whether the action fits the report, asked before anything is deleted.
async function fits(deps: CommandDeps, reportId: string, request: Request): Promise<DomainError | null> {
  const loaded = await loadStream(deps.store, reportStreamId(reportId), reportDecider);
  const decided = reportDecider.decide({ ...request, now: deps.clock() } as ReportCommand, loaded.state);
  return isDomainError(decided) ? decided : null;
}

export async function ignoreReport(deps: CommandDeps, command: { reportId: string }, ctx: CommandContext): Promise<Appended | DomainError> {
  return closeReport(deps, command.reportId, { type: 'Ignore' }, ctx);
}

// The person goes with their account, as if they had asked (their jobs and resume leave every list),
// then the report records it.
export async function deleteReportedUser(deps: CommandDeps, command: { reportId: string; userId: string }, ctx: CommandContext): Promise<Appended | DomainError> {
  const request: Request = { type: 'DeleteUser', userId: command.userId };
  const refused = await fits(deps, command.reportId, request);
  if (refused) return refused;
  if (command.userId === ctx.actor || (await isAdministrator(deps, command.userId))) return domainError('Forbidden', m.ReportedAdmin);
  const erased = await eraseAccount(deps, { userId: command.userId }, ctx);
  // an account deleted meanwhile (by its owner, or from another report) is gone all the same
  if (isDomainError(erased) && erased.code !== 'NotFound') return erased;
  const closed = await closeReport(deps, command.reportId, request, ctx);
  return isDomainError(closed) ? closed : combineAppended(isDomainError(erased) ? { position: null, types: [] } : erased, closed);
}

// The job is deleted in its owner's stead (its history names the admin), then the report records it.
export async function deleteReportedJob(deps: CommandDeps, command: { reportId: string; jobId: string }, ctx: CommandContext): Promise<Appended | DomainError> {
  const request: Request = { type: 'DeleteJob', jobId: command.jobId };
  const refused = await fits(deps, command.reportId, request);
  if (refused) return refused;
  const ownerId = await jobOwnerOf(deps, command.jobId);
  // a job deleted meanwhile by its owner is gone all the same
  const deleted = ownerId ? await changeJobStatus(deps, { jobId: command.jobId, ownerId, status: 'D', limit: 0 }, ctx) : null;
  if (deleted && isDomainError(deleted)) return deleted;
  const closed = await closeReport(deps, command.reportId, request, ctx);
  return isDomainError(closed) ? closed : combineAppended(deleted ?? { position: null, types: [] }, closed);
}

// A review or interview review: the event is the deletion, the reviews' read models drop it.
export async function deleteReportedObject(
  deps: CommandDeps,
  command: { reportId: string; objectId: string; objectType: 'review' | 'interview'; company: string | null },
  ctx: CommandContext,
): Promise<Appended | DomainError> {
  return closeReport(deps, command.reportId, { type: 'DeleteObject', objectId: command.objectId, objectType: command.objectType, company: command.company }, ctx);
}
