import { actOnTask } from '../../../../command/backoffice/marketing/marketing-commands';
import { getTasks } from '../../../../query/backoffice/marketing/get-tasks';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { failOnField } from '../refusal';

export async function setMTask(deps: ApiDeps, input: CallIn<'setMTask'>, ctx: CallContext): Answer<'setMTask'> {
  const ticked = await actOnTask(deps, { type: 'TickTask', taskId: input.taskId, day: input.dateTask, selected: input.selected }, ctx.command);
  failOnField(ticked);
  return replyTo(ticked, () => getTasks(deps.db, input.date));
}
