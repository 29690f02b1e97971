import { defineReaction } from '../../../tasks/reaction';
import { waitingCells } from '../../../../query/coaching/publication/publisher-reads';
import { PUBLISH_PART_TASK } from '../tasks/publish-part';

// A cell on the grid is a part to send at its time; publishing turned back on schedules every cell
// still waiting, at its time (a part run twice sends nothing twice). The task is keyed, so it exists once whichever node schedules it.
export const schedulePublishPart = defineReaction({
  name: 'schedule-publish-part',
  on: ['PublishCellPlaced', 'PublishGlobalsUpdated'],
  async react(deps, event, ctx) {
    if (event.type === 'PublishCellPlaced') {
      await deps.scheduler.schedule(PUBLISH_PART_TASK, { cellId: event.data.cellId }, { runAt: new Date(event.data.runAt), key: event.data.cellId });
      return;
    }
    if (event.type !== 'PublishGlobalsUpdated' || event.data.publishOn !== true) return;
    for (const { cellId, runAt } of await waitingCells(deps.db)) await deps.scheduler.schedule(PUBLISH_PART_TASK, { cellId }, { runAt, key: `${cellId}:${ctx.key}` });
  },
});
