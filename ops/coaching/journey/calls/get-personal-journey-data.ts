import { journeyPlans, journeyStatuses, journeySteps, stepExplanations } from '../../../../contracts/coaching/journey/lists';
import { getPersonalJourney, getStaffMembers } from '../../../../query/coaching/journey/get-personal-journey';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { journeyWith } from '../answers';
import { publishingPartOf } from '../publishing-part';

// A status named after the brand before an admin renamed it ('not in JobHunt') stays on the
// journey's list while the journey has it: the screen shows it, and a new choice is of today's list.
const withCurrent = (statuses: string[], current: string | null): string[] => (current && !statuses.includes(current) ? [...statuses, current] : statuses);

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
    statuses: withCurrent(journeyStatuses(settings.brandName), personaljourney.status),
    plans: [...journeyPlans],
    freezeHistory: personaljourney.freezeHistory,
    signedDate: personaljourney.signedDate,
    explenations: input.getExplanations ? explanations : null,
    ...publishing,
  };
}
