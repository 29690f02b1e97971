import { undoLastSkip } from '../../../../command/marketplace/deck/undo-last-skip';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function undoSkip(deps: ApiDeps, _input: CallIn<'undoSkip'>, ctx: CallContext): Answer<'undoSkip'> {
  const undone = await undoLastSkip(deps, {}, ctx.command);
  return replyTo(undone, ({ objectId, histogramType }) => ({ objectId, histogramType: histogramType === 'resumes' ? 'resumes' : 'jobs' }));
}
