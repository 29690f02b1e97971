import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { changeJourney } from '../answers';

export async function endSubscription(deps: ApiDeps, _input: CallIn<'endSubscription'>, ctx: CallContext): Answer<'endSubscription'> {
  return changeJourney(deps, ctx, { type: 'EndSubscription' });
}
