import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { changeJourney } from '../answers';

export async function updatePersonalJourneyDataAdmin(deps: ApiDeps, input: CallIn<'updatePersonalJourneyDataAdmin'>, ctx: CallContext): Answer<'updatePersonalJourneyDataAdmin'> {
  return changeJourney(deps, ctx, { type: 'UpdateAdminData', fields: input.data });
}
