import { aboutClients, defineAccessRows, staff, staffAboutClients } from '../../core/access-matrix';
import { clientOrStaff, cv, forThem, isClient, letter, step } from '../documents/access';
import { publicationCalls } from './calls';
import { AS_SOON_AS_POSSIBLE } from './publication';

// the journey walked to the Test Email step, where publishing opens: each step before it finished
// (one finished already changes nothing, so the walk holds however far the person went before)
export const toTestEmailStep = [0, 1, 2, 3].map((s) => step('finishPersonalJourneyStep', (ids) => ({ ...forThem(ids), step: s })));
const testAddresses = step('updatePersonalJourneysEmailsToSendTest', () => ({ emailsToSendTest: ['qa@example.com'] }));
const readyToTest = [isClient, ...toTestEmailStep, cv, letter, testAddresses];
const tested = [...readyToTest, step('newPersonalJourneyPublish', forThem), step('sendPersonalJourneyTest', forThem)];

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const publicationAccess = defineAccessRows(publicationCalls, {
  // the client has nothing to send yet; staff for themselves are no client
  sendPersonalJourneyTest: { expect: aboutClients(409), actsFor: { prepare: readyToTest, body: forThem } },
  startPersonalJourneyPublish: { expect: clientOrStaff('validation'), actsFor: { prepare: tested, body: (ids) => ({ ...forThem(ids), beginPublish: AS_SOON_AS_POSSIBLE }) } },
  approvePublish: { expect: staff('validation'), actsFor: { prepare: tested, body: (ids) => ({ ...forThem(ids), newCycle: true }) } },
  declinePublish: {
    expect: staff('validation'),
    actsFor: { prepare: [...tested, step('startPersonalJourneyPublish', () => ({ beginPublish: AS_SOON_AS_POSSIBLE }), 'someoneElse')], body: (ids) => ({ ...forThem(ids), reason: 'Fix the title' }) },
  },
  pausePublish: { expect: staff('validation'), actsFor: { prepare: [...tested, step('approvePublish', (ids) => ({ ...forThem(ids), newCycle: true }))], body: forThem } },
  newPersonalJourneyPublish: { expect: staff('validation'), actsFor: { prepare: [isClient, ...toTestEmailStep], body: forThem } },
  updatePersonalJourneyPublish: { expect: staffAboutClients, actsFor: { prepare: tested, body: forThem } },
  changeAutoPutOnPublishList: {
    expect: staff('validation'),
    actsFor: { prepare: [...tested, step('changeAutoPutOnPublishList', (ids) => ({ ...forThem(ids), autoPutOnPublishList: true }))], body: (ids) => ({ ...forThem(ids), autoPutOnPublishList: false }) },
  },
  simulatePublish: { expect: staff('validation') },
});
