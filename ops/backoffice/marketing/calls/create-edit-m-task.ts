import { actOnTask } from '../../../../command/backoffice/marketing/marketing-commands';
import { marketingMessages } from '../../../../contracts/backoffice/marketing/messages';
import { NEW_TASK_ID } from '../../../../contracts/backoffice/marketing/task';
import { nothingAppended } from '../../../../command/core/handle-command';
import { said } from '../../../../contracts/core/messages';
import { getTasks } from '../../../../query/backoffice/marketing/get-tasks';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { failOnField } from '../refusal';

export async function createEditMTask(deps: ApiDeps, input: CallIn<'createEditMTask'>, ctx: CallContext): Answer<'createEditMTask'> {
  const { _id, status, ...task } = input.newData;
  const isNew = _id === NEW_TASK_ID;
  // status Closed deletes the task (a new one closed at once is nothing to keep)
  if (status === 'Closed') {
    const closed = isNew ? nothingAppended : await actOnTask(deps, { type: 'CloseTask', taskId: _id }, ctx.command);
    return replyTo(closed, async () => ({ ...(await getTasks(deps.db, input.date)), ...said(marketingMessages, 'MTaskDeleted') }));
  }
  const saved = await actOnTask(deps, { type: 'SaveTask', taskId: isNew ? deps.newId() : _id, isNew, task }, ctx.command);
  failOnField(saved);
  return replyTo(saved, async () => ({ ...(await getTasks(deps.db, input.date)), ...said(marketingMessages, 'MTaskSaved') }));
}
