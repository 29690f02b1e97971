import { journeyPlans, journeyStatuses, journeySteps, stepExplanations } from '../../../../contracts/coaching/journey/lists';
import { getPersonalJourney, getStaffMembers } from '../../../../query/coaching/journey/get-personal-journey';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { journeyWith } from '../answers';
import { publishingPartOf } from '../publishing-part';

const explanations = journeySteps.map((step) => ({ step, messageCode: `Explain${step}`, message: stepExplanations[step] }));

// One round: the journey's row, the staff list and publishing's rows, the journey's publishing
// fields derived from the rows publishing read.
export async function getPersonalJourneyData(deps: ApiDeps, input: CallIn<'getPersonalJourneyData'>, ctx: CallContext): Answer<'getPersonalJourneyData'> {
  const userId = subject(ctx);
  const [stored, CSManagers, publishing, settings] = await Promise.all([getPersonalJourney(deps.db, userId), getStaffMembers(deps.db), publishingPartOf(deps, userId), deps.settings()]);
  const personaljourney = journeyWith(deps, stored, publishing);
  return {
    personaljourney,
    sendCVFromDate: personaljourney.sendCVFromDate,
    CSManagers,
    statuses: journeyStatuses(settings.brandName),
    plans: [...journeyPlans],
    freezeHistory: personaljourney.freezeHistory,
    signedDate: personaljourney.signedDate,
    explenations: input.getExplanations ? explanations : null,
    ...publishing,
  };
}
