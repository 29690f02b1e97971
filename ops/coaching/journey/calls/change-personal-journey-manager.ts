import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { changeJourney } from '../answers';

export async function changePersonalJourneyManager(deps: ApiDeps, input: CallIn<'changePersonalJourneyManager'>, ctx: CallContext): Answer<'changePersonalJourneyManager'> {
  return changeJourney(deps, ctx, { type: 'ChangeManager', manager: input.manager });
}
