import { actOnTracker } from '../../../../command/coaching/tracker/act-on-tracker';
import { trackerCyclesOf } from '../../../../query/coaching/tracker/get-interviews';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function changeCycleRating(deps: ApiDeps, input: CallIn<'changeCycleRating'>, ctx: CallContext): Answer<'changeCycleRating'> {
  const userId = subject(ctx);
  const done = await actOnTracker(deps, { type: 'ChangeCycleRating', userId, cycleId: input.id, rating: input.rating }, ctx.command);
  return replyTo(done, async () => ({ newCycles: await trackerCyclesOf(deps.db, userId) }));
}
