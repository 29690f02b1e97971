import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { changeJourney } from '../answers';

export async function updatePersonalJourneyLink(deps: ApiDeps, input: CallIn<'updatePersonalJourneyLink'>, ctx: CallContext): Answer<'updatePersonalJourneyLink'> {
  return changeJourney(deps, ctx, { type: 'UpdateLink', journeyLink: input.journeyLink });
}
