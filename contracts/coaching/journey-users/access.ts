import { defineAccessRows, journeyAdmins } from '../../core/access-matrix';
import { journeyUsersCalls } from './calls';

export const journeyUsersAccess = defineAccessRows(journeyUsersCalls, {
  getPersonalJourneys: { expect: journeyAdmins(200) },
});
