import { combineAppended, type Appended } from '../../../../command/core/handle-command';
import { isDomainError } from '../../../../contracts/core/errors';
import { placeOnGrid } from '../../../../command/coaching/publish-grid/grid-commands';
import { usersToInlay, publishCells } from '../../../../query/coaching/publish-grid/get-publishes-data';
import { gridAnswer } from '../answers';
import { nextRunAt } from '../run-at';
import { reply, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// Every approved client with autoPutOnPublishList gets their next part at the first time of the
// grid that has the fewest cells; a client placed meanwhile by someone else is skipped.
export async function inlayPublishList(deps: ApiDeps, _input: CallIn<'inlayPublishList'>, ctx: CallContext): Answer<'inlayPublishList'> {
  const settings = await deps.settings();
  const offered = new Set(settings.publishTimes);
  const load = new Map<string, number>(settings.publishTimes.map((t) => [t, 0]));
  // only the times offered now take more cells
  for (const cell of await publishCells(deps.db)) if (offered.has(cell.publishTime)) load.set(cell.publishTime, (load.get(cell.publishTime) ?? 0) + 1);
  const appended: Appended[] = [];
  for (const user of await usersToInlay(deps.db, settings)) {
    const publishTime = [...load.entries()].sort((a, b) => a[1] - b[1])[0]![0];
    const publication = await deps.db.selectFrom('publication').select('begin_publish').where('user_id', '=', user.userId).executeTakeFirst();
    const placed = await placeOnGrid(deps, { userId: user.userId, part: user.partsAvailable[0]!, publishTime, runAt: nextRunAt(publishTime, deps.clock(), publication?.begin_publish ?? null) }, ctx.command);
    if (isDomainError(placed)) continue;
    appended.push(placed);
    load.set(publishTime, (load.get(publishTime) ?? 0) + 1);
  }
  return reply(combineAppended(...appended), () => gridAnswer(deps));
}
