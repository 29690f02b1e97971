import { changePublication } from '../../../command/coaching/publication/publication-commands';
import { TEST_EMAIL_STEP } from '../../../contracts/coaching/journey/lists';
import type { PublishesData } from '../../../contracts/coaching/publish-grid/calls';
import { walkJourneyTo } from '../journey/journey-support';
import { publishingWorld, readyToTest, type World } from '../publishing-world';
import { startTestApp, type TestApp } from '../../support/test-app';

// A clock the scenario moves: every event is dated by it.
export const scenarioClock = { at: new Date('2026-03-01T09:00:00Z'), now: (): Date => new Date(scenarioClock.at) };
export const onDay = (day: number) => {
  scenarioClock.at = new Date(Date.parse('2026-03-01T09:00:00Z') + day * 86_400_000);
};

export const must = async <T = unknown>(t: TestApp, name: string, body: unknown, token: string): Promise<T> => {
  const answer = await t.call<T>(name, body, token);
  if (answer.status !== 200) throw new Error(`${name}: ${JSON.stringify(answer.body)}`);
  return answer.body;
};

// The KPI projection has caught up with everything written so far.
export async function kpisCaughtUp(t: TestApp): Promise<void> {
  if (!(await t.app.runner!.waitFor(await t.app.store.headPosition(), 10_000, ['kpi']))) throw new Error('the KPI projection did not catch up');
}

// Service from Sunday 1 March 2026 on the standard pro plan: published on day 0, frozen on day 8,
// published again on day 18; a first cycle opened on day 0 with its four parts sent on days 1–4,
// a second cycle on day 15. The other client is published from day 0. Ends on day 20.
export async function runKpiScenario(t: TestApp): Promise<World> {
  onDay(0);
  const w = await publishingWorld(t);
  const staff = w.csm.token;
  const them = { userId: w.client.userId };
  await must(t, 'jhPublishUpdateGlobals', { flag: false, sendNewslettersOn: true }, staff);
  await must(t, 'updatePersonalJourneyDataAdmin', { ...them, data: { services: [{ start: '2026-03-01' }] } }, staff);
  await must(t, 'changePersonalJourneyPlan', { ...them, plan: 'standard pro' }, staff);
  await must(t, 'changePersonalJourneyStatus', { ...them, status: 'published' }, staff);
  await must(t, 'changePersonalJourneyStatus', { userId: w.other.userId, status: 'published' }, staff);
  // staff walk the journey to the Test Email step for the client: the client's own engagement is
  // what the client does
  await walkJourneyTo(t, TEST_EMAIL_STEP, w.csm, w.client.userId);
  await readyToTest(t, w, w.client);
  await must(t, 'sendPersonalJourneyTest', them, staff);
  await must(t, 'approvePublish', { ...them, newCycle: true }, staff);
  for (const part of [1, 2, 3, 4]) {
    onDay(part);
    const grid = await must<PublishesData>(t, 'changePublishList', { part, publishTime: '10:00', userData: them }, staff);
    const cell = grid.publishList.find((c) => c.part === part && c.userId === w.client.userId)!;
    const ctx = { actor: null, correlationId: `job:publish-part:${cell._id}` };
    await changePublication(t.app.deps, w.client.userId, { type: 'StartPart', cycleId: cell.cycleId, part, cellId: cell._id }, ctx);
    await changePublication(t.app.deps, w.client.userId, { type: 'RecordPart', cycleId: cell.cycleId, part, cellId: cell._id, sent: 3, excluded: 0, failed: 0, error: null, parts: (await t.app.deps.settings()).parts }, ctx);
    if (part === 2) await must(t, 'updatePersonalJourneyData', { data: { seniorityLevel: 'Senior' } }, w.client.token);
  }
  // three interviews at Acme (weeks 1 and 2 of service) and one elsewhere, the client's own
  const interview = { title: 'Backend Developer', titleGroup: 'Backend Developer', seniorityLevel: 'Senior', reviewFreeText: 'Talked about the team' };
  onDay(5);
  await must(t, 'createEditTalentInterview', { newData: { ...interview, company: 'Acme', type: 'HR Interview', interviewDate: '2026-03-06' } }, w.client.token);
  await must(t, 'createEditTalentInterview', { newData: { ...interview, company: 'Beta Labs', type: 'HR Interview', interviewDate: '2026-03-07' } }, w.client.token);
  onDay(9);
  await must(t, 'createEditTalentInterview', { newData: { ...interview, company: 'Acme', type: 'Professional Interview', interviewDate: '2026-03-10' } }, w.client.token);
  await must(t, 'createEditTalentInterview', { newData: { ...interview, company: 'Acme', type: 'Hiring Manager Interview', interviewDate: '2026-03-13' } }, w.client.token);
  await must(t, 'editTalentInterviewStatus', { company: 'Acme', newStatus: 'In process' }, w.client.token);
  onDay(12);
  const offer = { company: 'Acme', title: 'Backend Developer', seniority: 'Senior', firstSalaryOffer: 30_000, finalSalary: 33_000, clearJobDefenition: 'Backend team lead' };
  await must(t, 'createEditTalentOffer', { newData: offer, variant: 'full' }, w.client.token);
  onDay(8);
  await must(t, 'changePersonalJourneyStatus', { ...them, status: 'freezed' }, staff);
  onDay(15);
  await must(t, 'sendPersonalJourneyTest', them, staff);
  await must(t, 'approvePublish', { ...them, newCycle: true }, staff);
  onDay(18);
  await must(t, 'changePersonalJourneyStatus', { ...them, status: 'published' }, staff);
  onDay(20);
  await kpisCaughtUp(t);
  return w;
}

// A test app on the scenario's clock, with the scenario run in it.
export async function startKpiScenario(): Promise<{ t: TestApp; w: World }> {
  const t = await startTestApp({ clock: scenarioClock.now }, { PRODUCT_NAME: 'JobHunt' });
  return { t, w: await runKpiScenario(t) };
}
