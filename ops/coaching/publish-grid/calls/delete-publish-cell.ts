import { changeGrid } from '../../../../command/coaching/publish-grid/grid-commands';
import { gridAnswer } from '../answers';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function deletePublishCell(deps: ApiDeps, input: CallIn<'deletePublishCell'>, ctx: CallContext): Answer<'deletePublishCell'> {
  const removed = await changeGrid(deps, { type: 'RemoveCell', cellId: input.cellId }, ctx.command);
  return replyTo(removed, () => gridAnswer(deps));
}
