import { aboutClients, defineAccessRows, everyone, staff, staffAboutClients } from '../../core/access-matrix';
import { journeyCalls } from './calls';

// Each caller names themselves (self); where there is no self (the acts-for test) the call names
// someoneElse, whom staff act for and a client may not (ActsForOthers). A journey user not yet
// active and everyone but staff and active clients are refused by the access rule; staff naming
// themselves are no journey client.
const forOther = (ids: { self: string; someoneElse: string }) => ({ userId: ids.self || ids.someoneElse });

export const journeyAccess = defineAccessRows(journeyCalls, {
  getJourneyBrand: { expect: everyone(200) },
  getPersonalJourneyData: { expect: aboutClients(200), body: forOther },
  updatePersonalJourneyData: { expect: aboutClients(200), body: (ids) => ({ ...forOther(ids), data: { seniorityLevel: 'Senior' } }) },
  updatePersonalJourneyDataAdmin: { expect: staffAboutClients, body: (ids) => ({ ...forOther(ids), data: { cyclesLimit: 6 } }) },
  finishPersonalJourneyStep: { expect: aboutClients(200), body: forOther },
  changePersonalJourneyManager: { expect: staffAboutClients, body: (ids) => ({ ...forOther(ids), manager: null }) },
  changePersonalJourneyStatus: { expect: staffAboutClients, body: (ids) => ({ ...forOther(ids), status: 'signed' }) },
  changePersonalJourneyPlan: { expect: staffAboutClients, body: (ids) => ({ ...forOther(ids), plan: 'standard pro' }) },
  updatePersonalJourneyLink: { expect: staffAboutClients, body: (ids) => ({ ...forOther(ids), journeyLink: 'https://example.com/journey' }) },
  addCommentToPesonalJourney: { expect: aboutClients(200), body: (ids) => ({ ...forOther(ids), journeyId: forOther(ids).userId, newComment: 'A note' }) },
  // comments are numbered c1, c2, … in their journey: each caller added c1 above, and deletes it
  editDeleteCommentToPesonalJourney: { expect: aboutClients(200), body: (ids) => ({ ...forOther(ids), journeyId: forOther(ids).userId, id: 'c1', action: 'Delete' }) },
  updateSafetyNet: { expect: staffAboutClients, body: (ids) => ({ ...forOther(ids), newData: { safetyNetActive: true, safetyNetExpireDate: '2099-12-31' } }) },
  endSubscription: { expect: staffAboutClients, body: forOther },
  getJourneyClients: { expect: staff(200) },
  getPersonalJourneyHistory: { expect: staff(200), body: (ids) => ({ objectId: ids.someoneElse }) },
});
