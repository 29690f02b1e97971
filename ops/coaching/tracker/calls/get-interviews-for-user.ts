import { ratingsFields } from '../../../../contracts/coaching/tracker/lists';
import { publicationRowsOf } from '../../../../contracts/coaching/tracker/timeline';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { trackerData } from '../answers';

export async function getInterviewsForUser(deps: ApiDeps, _input: CallIn<'getInterviewsForUser'>, ctx: CallContext): Answer<'getInterviewsForUser'> {
  const { cycles, talentOffers, interviews, interviewGroups } = await trackerData(deps, subject(ctx));
  return { interviews, interviewGroups, cycles, publishesData: publicationRowsOf(cycles), ratingsFields: ratingsFields.map((r) => ({ ...r })), talentOffers };
}
