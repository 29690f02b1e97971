import { combineAppended } from '../../../../command/core/handle-command';
import { isDomainError } from '../../../../contracts/core/errors';
import { refreshPublishData, startPublish } from '../../../../command/coaching/publication/publication-commands';
import { publishAnswer } from '../../documents/answers';
import { byStaff, replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// Staff start (approve) at once; a client's start waits for staff to approve it.
export async function startPersonalJourneyPublish(deps: ApiDeps, input: CallIn<'startPersonalJourneyPublish'>, ctx: CallContext): Answer<'startPersonalJourneyPublish'> {
  const userId = subject(ctx);
  const started = await startPublish(deps, userId, { byStaff: byStaff(ctx), beginPublish: input.beginPublish, newCycle: true }, ctx.command);
  if (isDomainError(started) || !input.excludeList) return replyTo(started, () => publishAnswer(deps, userId));
  const updated = await refreshPublishData(deps, userId, input.excludeList, ctx.command);
  return replyTo(isDomainError(updated) ? updated : combineAppended(started, updated), () => publishAnswer(deps, userId));
}
