import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { journeyListsOf } from '../../../backoffice/journey-settings/journey-lists';
import { changeJourney } from '../answers';

// a new plan is one of the journey settings' plans as they are now
export async function changePersonalJourneyPlan(deps: ApiDeps, input: CallIn<'changePersonalJourneyPlan'>, ctx: CallContext): Answer<'changePersonalJourneyPlan'> {
  return changeJourney(deps, ctx, { type: 'ChangePlan', plan: input.plan, plans: (await journeyListsOf(deps)).plans });
}
