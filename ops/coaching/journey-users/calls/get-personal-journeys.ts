import { usersKeyOf } from '../../../../contracts/coaching/journey-users/calls';
import { getPersonalJourneys as readUsers } from '../../../../query/coaching/journey-users/get-personal-journeys';
import { getStaffMembers } from '../../../../query/coaching/journey/get-personal-journey';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { journeyListsOf } from '../../../backoffice/journey-settings/journey-lists';

export async function getPersonalJourneys(deps: ApiDeps, input: CallIn<'getPersonalJourneys'>, _ctx: CallContext): Answer<'getPersonalJourneys'> {
  const [{ users, total }, lists, staff] = await Promise.all([readUsers(deps.db, input, deps.clock()), journeyListsOf(deps), getStaffMembers(deps.db)]);
  return {
    users,
    [usersKeyOf(deps.product)]: users,
    total,
    sceduledMeetingStatuses: lists.scheduledMeetingStatuses,
    statuses: lists.statuses,
    plans: lists.plans,
    managers: staff.map((s) => ({ _id: s._id, name: s.name })),
  };
}
