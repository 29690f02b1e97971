import { placeOnGrid } from '../../../../command/coaching/publish-grid/grid-commands';
import { CallFailure } from '../../../../contracts/core/errors';
import { publishGridMessages as m } from '../../../../contracts/coaching/publish-grid/messages';
import { gridAnswer } from '../answers';
import { nextRunAt } from '../run-at';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// A client's part placed at a time of the grid (the user-selected or cell-selected mode), or a
// cell moved there: it runs at that time today, or the next day, not before the start date.
const notOffered = (path: string, message: string) => new CallFailure('ValidationFailed', message, { issues: [{ path, message }] });

export async function changePublishList(deps: ApiDeps, input: CallIn<'changePublishList'>, ctx: CallContext): Answer<'changePublishList'> {
  const { userId, cellId } = input.userData;
  // the times and parts offered are the product's settings, which an admin changes at run time
  const offered = await deps.settings();
  if (!offered.publishTimes.includes(input.publishTime)) throw notOffered('publishTime', m.PublishTimeNotOffered);
  if (!offered.parts.includes(input.part)) throw notOffered('part', m.PartNotOffered);
  const publication = await deps.db.selectFrom('publication').select('begin_publish').where('user_id', '=', userId).executeTakeFirst();
  const runAt = nextRunAt(input.publishTime, deps.clock(), publication?.begin_publish ?? null);
  const placed = await placeOnGrid(deps, { userId, part: input.part, publishTime: input.publishTime, runAt, ...(cellId ? { movedCellId: cellId } : {}) }, ctx.command);
  return replyTo(placed, () => gridAnswer(deps));
}
