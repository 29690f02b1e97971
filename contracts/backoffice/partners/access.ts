import { answers, defineAccessRows, journeyAdmins, signedIn } from '../../core/access-matrix';
import { partnersCalls } from './calls';

// Who may make this feature's calls (contracts/core/access-matrix.ts): each partner's users see
// their own dashboard, journey admins both; only journey admins edit rows and lists.
const firstViewers = (e: 200 | 404) => ({ ...journeyAdmins(e), firstPartner: e });
const secondViewers = (e: 200 | 404) => ({ ...journeyAdmins(e), secondPartner: e });

export const partnersAccess = defineAccessRows(partnersCalls, {
  getSynamediaUserPermissions: { expect: { ...signedIn(200), firstPartner: answers({ SynamediaUser: true, BflUser: false }) } },
  getBflUserPermissions: { expect: { ...signedIn(200), secondPartner: answers({ SynamediaUser: false, BflUser: true }) } },
  getSynamediaClients: { expect: firstViewers(200) },
  approveSynamediaClient: { expect: firstViewers(404), body: () => ({ clientId: 'no-such-client' }) },
  updateSynamediaClientData: { expect: journeyAdmins(404), body: () => ({ id: 'no-such-client', newData: { status: 'Freeze' } }) },
  updateSynamediaEmailsList: { expect: journeyAdmins(200), body: () => ({ synamediaEmails: ['partner@example.com'] }) },
  addSynamediaQuota: { expect: journeyAdmins(200), body: () => ({ count: 10, date: '2026-11-01' }) },
  assignPartnerClient: { expect: journeyAdmins(404), body: () => ({ clientId: 'no-such-client', partner: 'first' }) },
  getBflClients: { expect: secondViewers(200) },
  updateBflClientData: { expect: journeyAdmins(404), body: () => ({ id: 'no-such-client', bflPart: 100 }) },
  updateBflEmailsList: { expect: journeyAdmins(200), body: () => ({ bflEmails: ['bfl@example.com'] }) },
});
