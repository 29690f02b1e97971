import { journeyPlans, journeyStatuses } from '../../../../contracts/coaching/journey/lists';
import { getStaffMembers } from '../../../../query/coaching/journey/get-personal-journey';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { journeyOf } from '../answers';
import { publishingPartOf } from '../publishing-part';

export async function getPersonalJourneyData(deps: ApiDeps, _input: CallIn<'getPersonalJourneyData'>, ctx: CallContext): Answer<'getPersonalJourneyData'> {
  const userId = subject(ctx);
  const [personaljourney, CSManagers, publishing] = await Promise.all([journeyOf(deps, userId), getStaffMembers(deps.db), publishingPartOf(deps, userId)]);
  return {
    personaljourney,
    sendCVFromDate: personaljourney.sendCVFromDate,
    CSManagers,
    statuses: journeyStatuses(deps.product),
    plans: [...journeyPlans],
    freezeHistory: personaljourney.freezeHistory,
    signedDate: personaljourney.signedDate,
    ...publishing,
  };
}
