import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { journeyListsOf } from '../../../backoffice/journey-settings/journey-lists';
import { changeJourney } from '../answers';

// a new status is one of the journey settings' statuses as they are now
export async function changePersonalJourneyStatus(deps: ApiDeps, input: CallIn<'changePersonalJourneyStatus'>, ctx: CallContext): Answer<'changePersonalJourneyStatus'> {
  return changeJourney(deps, ctx, { type: 'ChangeStatus', status: input.status, statuses: (await journeyListsOf(deps)).statuses });
}
