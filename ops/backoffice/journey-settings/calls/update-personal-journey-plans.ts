import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { saveList } from '../save-list';

export async function updatePersonalJourneyPlans(deps: ApiDeps, input: CallIn<'updatePersonalJourneyPlans'>, ctx: CallContext): Answer<'updatePersonalJourneyPlans'> {
  return saveList(deps, 'plans', input.plans, ctx);
}
