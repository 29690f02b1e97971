import { actOnTracker } from '../../../../command/coaching/tracker/act-on-tracker';
import { trackerCyclesOf } from '../../../../query/coaching/tracker/get-interviews';
import { journeySummariesOf } from '../../../../query/coaching/tracker/get-timeline';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { sameJourney } from '../answers';

export async function addEditInterviewCommentNew(deps: ApiDeps, input: CallIn<'addEditInterviewCommentNew'>, ctx: CallContext): Answer<'addEditInterviewCommentNew'> {
  const userId = subject(ctx);
  sameJourney(input.journeyId, userId);
  const c = input.editedComment;
  const done = await actOnTracker(
    deps,
    c.isDelete && c._id
      ? { type: 'DeleteJourneySummary', userId, summaryId: c._id }
      : {
          type: 'WriteJourneySummary',
          userId,
          summaryId: c._id ?? deps.newId(),
          isNew: !c._id,
          title: c.title,
          date: c.date,
          comment: c.comment,
          cycleId: c.cycleId ?? null,
          firstRow: input.firstRow ?? null,
          secondRow: input.secondRow ?? null,
        },
    ctx.command,
  );
  return replyTo(done, async () => {
    const newCycles = await trackerCyclesOf(deps.db, userId);
    return { summaries: await journeySummariesOf(deps.db, userId, newCycles), newCycles };
  });
}
