import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { gridAnswer } from '../answers';

export async function getPublishesData(deps: ApiDeps, _input: CallIn<'getPublishesData'>, _ctx: CallContext): Answer<'getPublishesData'> {
  return gridAnswer(deps);
}
