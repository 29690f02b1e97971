import { journeyPlans } from '../../../../contracts/coaching/journey/lists';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { changeJourney } from '../answers';

export async function changePersonalJourneyPlan(deps: ApiDeps, input: CallIn<'changePersonalJourneyPlan'>, ctx: CallContext): Answer<'changePersonalJourneyPlan'> {
  return changeJourney(deps, ctx, { type: 'ChangePlan', plan: input.plan, plans: journeyPlans });
}
