import { aboutClients, defineAccessRows, signedIn, staff, type Expected, type MatrixIds, type MatrixRow, type PrepareStep } from '../../core/access-matrix';
import { onboardingCalls } from './calls';

// the client for themselves, or staff for a client
const clientOrStaff = (e: Expected): MatrixRow['expect'] => ({ ...signedIn(403), journeyClient: e, admin: e, jhAdmin: e, csManager: e });
const forThem = (ids: MatrixIds) => ({ userId: ids.someoneElse });
const isClient: PrepareStep = { call: 'setAdminUserData', as: 'admin', body: (ids) => ({ userId: ids.someoneElse, data: { isJHUser: true, isActiveJHUser: true } }) };
const step = (call: string, body: PrepareStep['body']): PrepareStep => ({ call, as: 'admin', body });
// a whole hour days ahead, where the slots the acts-for test opens do not overlap
const hourAhead = (days: number) => new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + days * 86_400_000).toISOString();
type Slot = { slotId: string; start: string; bookedBy: unknown };
const freeSlot = (answer: Record<string, unknown> | undefined) => ((answer?.slots as Slot[] | undefined) ?? []).find((s) => !s.bookedBy)?.slotId ?? '';
const data = (ids: MatrixIds) => ({ email: `${ids.someoneElse || 'someone'}@example.com`, phone: '050-1234567', first_name: 'Dana', last_name: 'Levi', title: 'Product Manager' });

// a client through the data check and the CV upload, and a slot open for them
const bookable = (days: number): PrepareStep[] => [
  isClient,
  step('checkOnboardingData', (ids) => ({ ...forThem(ids), data: data(ids) })),
  step('uploadPublishCVFile', (ids) => ({ ...forThem(ids), isOnboarding: 'true' })),
  step('openMeetingSlots', () => ({ start: hourAhead(days), minutes: 30, count: 1 })),
];

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const onboardingAccess = defineAccessRows(onboardingCalls, {
  getOnboarding: { expect: aboutClients(200), actsFor: { prepare: [isClient], body: forThem } },
  checkOnboardingData: { expect: aboutClients(200), body: (ids) => ({ data: data(ids) }), actsFor: { prepare: [isClient], body: (ids) => ({ ...forThem(ids), data: data(ids) }) } },
  // a form without its file
  uploadPublishCVFile: { expect: clientOrStaff('validation'), actsFor: { prepare: [isClient], body: forThem } },
  fetchMeetingSlots: { expect: aboutClients(200), actsFor: { prepare: [isClient], body: forThem } },
  // no such slot
  scheduleMeeting: { expect: aboutClients(409), body: () => ({ slotId: 'no-such-slot' }), actsFor: { prepare: bookable(10), body: (ids, answers) => ({ ...forThem(ids), slotId: freeSlot(answers[3]) }) } },
  // booking again moves a meeting the person may hold already
  cancelMeeting: {
    expect: aboutClients(409),
    actsFor: { prepare: [...bookable(11), step('scheduleMeeting', (ids, answers) => ({ ...forThem(ids), slotId: freeSlot(answers[3]) }))], body: forThem },
  },
  getMeetingSlots: { expect: staff(200) },
  openMeetingSlots: { expect: staff('validation') },
  closeMeetingSlot: { expect: staff(409), body: () => ({ slotId: 'no-such-slot' }) },
});
