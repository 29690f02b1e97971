import { journeySteps } from '../../../../contracts/coaching/journey/lists';
import { stepExplanationTexts } from '../../../../query/backoffice/journey-settings/explanations';
import { getPersonalJourney, getStaffMembers } from '../../../../query/coaching/journey/get-personal-journey';
import { journeyListsOf } from '../../../backoffice/journey-settings/journey-lists';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { journeyWith } from '../answers';
import { publishingPartOf } from '../publishing-part';

// A status or plan no longer on its list (the brand renamed, an admin edited the list at
// /{product}-settings) stays on the journey's choices while the journey has it: the screen shows
// it, and a new choice is of today's list.
const withCurrent = (statuses: string[], current: string | null): string[] => (current && !statuses.includes(current) ? [...statuses, current] : statuses);

// each step's text as the journey settings keep it (an admin may have rewritten it)
const explanations = async (deps: ApiDeps) => {
  const texts = await stepExplanationTexts(deps.db);
  return journeySteps.map((step) => ({ step, messageCode: `Explain${step}`, message: texts[step] }));
};

// One round: the journey's row, the staff list and publishing's rows, the journey's publishing
// fields derived from the rows publishing read.
export async function getPersonalJourneyData(deps: ApiDeps, input: CallIn<'getPersonalJourneyData'>, ctx: CallContext): Answer<'getPersonalJourneyData'> {
  const userId = subject(ctx);
  const [stored, CSManagers, publishing, lists] = await Promise.all([getPersonalJourney(deps.db, userId), getStaffMembers(deps.db), publishingPartOf(deps, userId), journeyListsOf(deps)]);
  const personaljourney = journeyWith(deps, stored, publishing);
  return {
    personaljourney,
    sendCVFromDate: personaljourney.sendCVFromDate,
    CSManagers,
    statuses: withCurrent(lists.statuses, personaljourney.status),
    plans: withCurrent(lists.plans, personaljourney.plan),
    freezeHistory: personaljourney.freezeHistory,
    signedDate: personaljourney.signedDate,
    explenations: input.getExplanations ? await explanations(deps) : null,
    ...publishing,
  };
}
