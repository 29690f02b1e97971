import { CallFailure } from '../../../../contracts/core/errors';
import { summaryTypes } from '../../../../contracts/coaching/tracker/lists';
import { getPersonalJourney } from '../../../../query/coaching/journey/get-personal-journey';
import { interviewsWithin, publicationRowsOf, publicationsWithin, summariesWithin } from '../../../../contracts/coaching/tracker/timeline';
import { journeySummariesOf, serviceWindow } from '../../../../query/coaching/tracker/get-timeline';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { trackerData } from '../answers';

export async function getTimelineDataForUser(deps: ApiDeps, input: CallIn<'getTimelineDataForUser'>, ctx: CallContext): Answer<'getTimelineDataForUser'> {
  const userId = subject(ctx);
  const journey = await getPersonalJourney(deps.db, userId);
  if (!journey) throw new CallFailure('JourneyNotFound');
  const [{ cycles, talentOffers, interviews }] = await Promise.all([trackerData(deps, userId)]);
  const window = serviceWindow(journey, input.serviceToShow, deps.clock());
  const summaries = summariesWithin(await journeySummariesOf(deps.db, userId, cycles), window.range);
  return {
    summaryTypes: [...summaryTypes],
    talentOffers,
    interviews: interviewsWithin(interviews, window.range),
    cycles,
    publishesData: publicationsWithin(publicationRowsOf(cycles), window.range),
    summaries,
    startService: window.service.start,
    endService: window.service.end,
    serviceToShow: window.serviceToShow,
    servicesTotal: window.services.length,
    services: window.services,
    freezes: window.freezes,
    serviceDays: window.days,
    beginServiceDate: journey.beginServiceDate,
    signedDate: journey.signedDate,
  };
}
