import type { CallResult } from '../../support/test-app';

type Ok = <T>(name: string, body: unknown, token?: string) => Promise<CallResult<T>>;
type Person = { token: string; userId: string };

// Every journey event, for the read-model checks that replay a whole history (batch forms,
// rebuilds): a client's journey changed by the client and by staff, and the journey of a person
// whose account is deleted afterwards. The client is an active journey client, staff an admin.
export async function journeyScenario(ok: Ok, { client, staff, doomed }: { client: Person; staff: Person; doomed: Person }): Promise<void> {
  const forClient = { userId: client.userId };
  await ok('updatePersonalJourneyData', { data: { title: 'Product Manager', phone: '050-1234567', excludeList: ['hr@old.example'] } }, client.token);
  await ok('finishPersonalJourneyStep', { step: 1 }, client.token);
  await ok('updatePersonalJourneyDataAdmin', { ...forClient, data: { isMidServiceQuestionnaire: true, services: [{ start: '2026-01-01' }], sendCVFromDate: '2026-02-01' } }, staff.token);
  await ok('updatePersonalJourneyData', { data: { midServiceQuestionnaire: { status: 'Employed', title: 'PM', company: 'Acme' } } }, client.token);
  await ok('changePersonalJourneyManager', { ...forClient, manager: staff.userId }, staff.token);
  await ok('changePersonalJourneyStatus', { ...forClient, status: 'freezed' }, staff.token);
  await ok('changePersonalJourneyStatus', { ...forClient, status: 'signed' }, staff.token);
  await ok('changePersonalJourneyPlan', { ...forClient, plan: 'standard executive' }, staff.token);
  await ok('updatePersonalJourneyLink', { ...forClient, journeyLink: 'https://docs.example.com/old' }, staff.token);
  await ok('addCommentToPesonalJourney', { journeyId: client.userId, newComment: 'Hello coach' }, client.token);
  await ok('addCommentToPesonalJourney', { ...forClient, journeyId: client.userId, newComment: 'Hello Omer' }, staff.token);
  await ok('editDeleteCommentToPesonalJourney', { journeyId: client.userId, id: 'c1', action: 'Edit', editContent: 'Hello again' }, client.token);
  await ok('editDeleteCommentToPesonalJourney', { ...forClient, journeyId: client.userId, id: 'c2', action: 'Delete' }, staff.token);
  await ok('updateSafetyNet', { ...forClient, newData: { safetyNetActive: true, safetyNetExpireDate: '2099-01-01' } }, staff.token);
  await ok('endSubscription', forClient, staff.token);
  await ok('changePersonalJourneyStatus', { userId: doomed.userId, status: 'signed' }, staff.token);
  await ok('addCommentToPesonalJourney', { userId: doomed.userId, journeyId: doomed.userId, newComment: 'Before you go' }, staff.token);
}
