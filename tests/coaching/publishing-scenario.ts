import { changePublication } from '../../command/coaching/publication/publication-commands';
import type { PublishesData } from '../../contracts/coaching/publish-grid/calls';
import type { CoverLetter, Resume } from '../../contracts/coaching/documents/documents';
import type { TestApp } from '../support/test-app';
import { publishingWorld, readyToTest } from './publishing-world';

const must = async <T>(t: TestApp, name: string, body: unknown, token: string): Promise<T> => {
  const answer = await t.call<T>(name, body, token);
  if (answer.status !== 200) throw new Error(`${name}: ${JSON.stringify(answer.body)}`);
  return answer.body;
};

// Every publishing event a projection handles, written through the calls (and the publisher's own
// commands for the parts, with publishing off so that no task writes meanwhile): for the tests that
// rebuild the read models.
export async function runPublishingScenario(t: TestApp): Promise<void> {
  const w = await publishingWorld(t);
  const staff = w.csm.token;
  const them = { userId: w.client.userId };
  await must(t, 'jhPublishUpdateGlobals', { flag: false, sendNewslettersOn: true }, staff);
  await must(t, 'importRecruiterContacts', { csv: 'email,name\nrina@acme.example,Rina\ngone@acme.example,Gone\n' }, staff);
  await must(t, 'removeRecruiterContact', { email: 'gone@acme.example' }, staff);
  await readyToTest(t, w, w.client);
  const { resumes } = await must<{ resumes: Resume[] }>(t, 'addResume', { ...them, link: 'https://example.com/second.pdf' }, staff);
  await must(t, 'updateResume', { ...them, id: resumes[1]!.id, title: 'Second CV', picked: true }, staff);
  await must(t, 'updateResume', { ...them, id: resumes[0]!.id, isDelete: true }, staff);
  const { coverLetters } = await must<{ coverLetters: CoverLetter[] }>(t, 'addEditCoverLetter', { ...them, coverLetter: { title: 'Other', content: '<p>x</p>' } }, staff);
  await must(t, 'handleSaveData', { ...them, coverLetters: coverLetters.map((c) => ({ id: c.id, picked: c.title === 'Other' })) }, staff);
  await must(t, 'addEditCoverLetter', { ...them, coverLetter: { id: coverLetters[0]!.id, isDelete: true } }, staff);
  await must(t, 'sendPersonalJourneyTest', {}, w.client.token);
  await must(t, 'startPersonalJourneyPublish', { beginPublish: 'As soon as posible' }, w.client.token);
  await must(t, 'declinePublish', { ...them, reason: 'Fix the title' }, staff);
  await must(t, 'sendPersonalJourneyTest', them, staff);
  await must(t, 'approvePublish', { ...them, newCycle: true }, staff);
  await must(t, 'updatePersonalJourneyPublish', { ...them, excludeList: ['competitor.com'] }, staff);
  await must(t, 'changeAutoPutOnPublishList', { ...them, autoPutOnPublishList: false }, staff);
  const placed = await must<PublishesData>(t, 'changePublishList', { part: 1, publishTime: '09:00', userData: them }, staff);
  const first = placed.publishList[0]!;
  await must(t, 'deletePublishCell', { cellId: first._id }, staff);
  // the four parts, as the publisher records them
  for (const part of [1, 2, 3, 4]) {
    const grid = await must<PublishesData>(t, 'changePublishList', { part, publishTime: '10:00', userData: them }, staff);
    const cell = grid.publishList.find((c) => c.part === part)!;
    const ctx = { actor: null, correlationId: `job:publish-part:${cell._id}` };
    await changePublication(t.app.deps, w.client.userId, { type: 'StartPart', cycleId: cell.cycleId, part, cellId: cell._id }, ctx);
    await changePublication(t.app.deps, w.client.userId, { type: 'RecordPart', cycleId: cell.cycleId, part, cellId: cell._id, sent: 1, excluded: 0, failed: 0, error: null, parts: (await t.app.deps.settings()).parts }, ctx);
  }
  await must(t, 'getPublishesData', {}, staff);
  await must(t, 'sendPersonalJourneyTest', them, staff);
  await must(t, 'approvePublish', { ...them, newCycle: true }, staff);
  const { publish } = await must<{ publish: { publishId: string } }>(t, 'pausePublish', them, staff);
  await must(t, 'simulatePublish', { publishId: publish.publishId, emailsToSimulate: ['sim@example.com'] }, staff);
  // on to the Publish step, then back to test: the journey returns to the Test Email step
  await must(t, 'finishPersonalJourneyStep', { ...them, step: 4 }, staff);
  await must(t, 'newPersonalJourneyPublish', them, staff);
}
