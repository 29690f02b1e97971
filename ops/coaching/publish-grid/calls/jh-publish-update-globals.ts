import { changeGrid } from '../../../../command/coaching/publish-grid/grid-commands';
import { gridAnswer } from '../answers';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// flag is the spec's name for publishOn.
export async function jhPublishUpdateGlobals(deps: ApiDeps, input: CallIn<'jhPublishUpdateGlobals'>, ctx: CallContext): Answer<'jhPublishUpdateGlobals'> {
  const publishOn = input.publishOn ?? input.flag;
  const changed = await changeGrid(
    deps,
    { type: 'UpdateGlobals', ...(publishOn !== undefined ? { publishOn } : {}), ...(input.sendNewslettersOn !== undefined ? { sendNewslettersOn: input.sendNewslettersOn } : {}) },
    ctx.command,
  );
  return replyTo(changed, () => gridAnswer(deps));
}
