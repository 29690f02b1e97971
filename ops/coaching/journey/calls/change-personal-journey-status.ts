import { journeyStatuses } from '../../../../contracts/coaching/journey/lists';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { changeJourney } from '../answers';

export async function changePersonalJourneyStatus(deps: ApiDeps, input: CallIn<'changePersonalJourneyStatus'>, ctx: CallContext): Answer<'changePersonalJourneyStatus'> {
  return changeJourney(deps, ctx, { type: 'ChangeStatus', status: input.status, statuses: journeyStatuses((await deps.settings()).brandName) });
}
