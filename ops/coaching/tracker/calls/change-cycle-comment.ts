import { actOnTracker } from '../../../../command/coaching/tracker/act-on-tracker';
import { trackerCyclesOf } from '../../../../query/coaching/tracker/get-interviews';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function changeCycleComment(deps: ApiDeps, input: CallIn<'changeCycleComment'>, ctx: CallContext): Answer<'changeCycleComment'> {
  const userId = subject(ctx);
  const done = await actOnTracker(deps, { type: 'ChangeCycleComment', userId, cycleId: input.id, comment: input.comment }, ctx.command);
  return replyTo(done, async () => ({ newCycles: await trackerCyclesOf(deps.db, userId) }));
}
