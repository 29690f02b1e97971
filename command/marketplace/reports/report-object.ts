import type { DomainError } from '../../../contracts/core/errors';
import { reportIdOf, reportStreamId } from '../../../contracts/marketplace/reports/ids';
import type { ReportReason, ReportType } from '../../../contracts/marketplace/reports/report';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Appended } from '../../core/handle-command';
import { reportDecider } from './decide-report';
import { reportedObjectOf } from './facts';

export type ReportObject = { reporterId: string; type: ReportType; objectId: string; reason: ReportReason; text: string | null; company: string | null };

// One stream per reporter and object: a second report of it finds the first.
export async function reportObject(deps: CommandDeps, command: ReportObject, ctx: CommandContext): Promise<Appended | DomainError> {
  const reportId = reportIdOf(command);
  const { type: objectType, ...rest } = command;
  return handleCommand(
    deps.store,
    reportStreamId(reportId),
    reportDecider,
    async () => ({ type: 'Report' as const, reportId, objectType, ...rest, found: await reportedObjectOf(deps, command), now: deps.clock() }),
    metadataOf(ctx),
  );
}
