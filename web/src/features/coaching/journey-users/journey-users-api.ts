import { journeyUsersCalls } from '@contracts/coaching/journey-users/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

const calls = callEndpoints(journeyUsersCalls);

// Read again while Refresh is on (the page polls): the list spans every journey, and the live rooms
// are one client's each.
export const journeyUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPersonalJourneys: calls.query(build, 'getPersonalJourneys'),
  }),
});
