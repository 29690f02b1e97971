import { isDomainError } from '../../../../contracts/core/errors';
import { changePublication } from '../../../../command/coaching/publication/publication-commands';
import { publishGlobalsOf } from '../../../../query/coaching/publish-grid/get-publishes-data';
import { cellToSend, partOutcome } from '../../../../query/coaching/publication/publisher-reads';
import { recruiterAddresses } from '../../../../query/coaching/recruiter-contacts/recruiter-contacts';
import { defineTask } from '../../../tasks/task-definition';
import { publishDataToMail } from '../mails';
import { sendPart } from '../publisher';

export const PUBLISH_PART_TASK = 'publish-part';

// The publisher: at a cell's time, its client's part goes to the recruiter contact list minus the
// client's exclude list. The counts are read back from the outbox and recorded as PartSent; a part
// with failed sends is publishfailed with the error, and the task fails so that the queue runs it
// again with backoff (the mailer tries the failed addresses again meanwhile).
export const publishPartTask = defineTask({
  name: PUBLISH_PART_TASK,
  async handle(deps, data, ctx) {
    const cellId = typeof data.cellId === 'string' ? data.cellId : '';
    const cell = await cellToSend(deps.db, cellId);
    if (!cell || cell.removed || cell.status === 'published') return;
    if (!(await publishGlobalsOf(deps.db)).publishOn) return;
    const { userId, cycleId, part } = cell;
    // a paused publication, a closed cycle or a part sent already: nothing goes (the grid shows why)
    const started = await changePublication(deps, userId, { type: 'StartPart', cycleId, part, cellId }, ctx);
    if (isDomainError(started)) return;
    const publishData = await publishDataToMail(deps, userId);
    let excluded = 0;
    let error: string | null = null;
    if (publishData) {
      const recipients = await recruiterAddresses(deps.db);
      excluded = (await sendPart(deps.mailer, { cycleId, part, data: publishData, recipients, excludeList: cell.excludeList })).excluded;
    } else error = 'Nothing to send: pick a cover letter and add a CV';
    const outcome = await partOutcome(deps.db, cycleId, part);
    const failed = outcome.failed;
    error ??= outcome.error;
    const { parts } = await deps.settings();
    await changePublication(deps, userId, { type: 'RecordPart', cycleId, part, cellId, sent: outcome.total - failed, excluded, failed, error, parts }, ctx);
    if (error) throw new Error(`part ${part} of ${cycleId}: ${error}`);
  },
});
