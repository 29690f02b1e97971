import { personWith, signInAdmin } from '../../coaching/journey/journey-support';
import type { TestApp } from '../../support/test-app';

const version = (name: string, beforeCTA = '') => ({ name, beforeCTA, afterCTA: 'Book a call' });

// A marketing manager writes a post with two versions, clones and deletes one, plans a slot,
// publishes the post on the calendar (and removes another event), adds a daily and a weekly task,
// ticks and unticks them and deletes one: each of the marketing events.
export async function runMarketingScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  const staff = await personWith(t, admin, { isCSManager: true }, { first_name: 'Noa', last_name: 'Marketing' });
  const call = async <T>(name: string, body: unknown) => {
    const done = await t.call<T>(name, body, staff.token);
    if (done.status !== 200) throw new Error(`${name}: ${done.status} ${JSON.stringify(done.body)}`);
    return done.body;
  };
  const post = { name: 'Scenario post', type: 'Professional', subType: 'Article', versions: [version('v1', 'Hello'), version('v2', 'Hi')] };
  const { post: saved } = await call<{ post: { _id: string } }>('createEditMPost', { newData: post });
  await call('createEditMPost', { editId: saved._id, newData: { ...post, status: 'Ready', defaultVersion: 'v2', versions: [version('v1', 'Hello'), { ...version('v2', 'Hi'), closed: false }, version('v2 copy', 'Hi')] } });
  await call('createEditMPost', { editId: saved._id, newData: { ...post, status: 'Ready', defaultVersion: 'v2', versions: [{ ...version('v1', 'Hello'), closed: true }, version('v2', 'Hi'), version('v2 copy', 'Hi')] } });
  const slot = { system: 'LINKEDIN', timeHours: 9, timeMinutes: 30, type: 'Post', publisher: 'Company' };
  await call('createEditMEvent', { newData: { ...slot, isPlan: true, weekDay: 2 } });
  const { event } = await call<{ event: { _id: string } }>('createEditMEvent', { newData: { ...slot, date: '2026-12-01', status: 'Ready', posts: [{ name: 'Scenario post' }] } });
  await call('createEditMEvent', { editId: event._id, newData: { ...slot, date: '2026-12-01', status: 'Published', posts: [{ name: 'Scenario post', impressions: 1200, questionnairesCount: 3, veryRelevant: 2, notRelevant: 1 }] } });
  const other = await call<{ event: { _id: string } }>('createEditMEvent', { newData: { ...slot, date: '2026-12-02', timeHours: 11 } });
  await call('createEditMEvent', { editId: other.event._id, newData: { ...slot, date: '2026-12-02', deleted: true } });
  const daily = await call<{ tasks: { _id: string; name: string }[] }>('createEditMTask', { newData: { name: 'Answer comments', frequency: 'Daily', daysWeek: [1, 2, 3, 4, 5] }, date: '2026-12-01' });
  const weekly = await call<{ tasks: { _id: string; name: string }[] }>('createEditMTask', { newData: { name: 'Plan next week', frequency: 'Weekly' }, date: '2026-12-01' });
  const dailyId = daily.tasks.find((x) => x.name === 'Answer comments')!._id;
  const weeklyId = weekly.tasks.find((x) => x.name === 'Plan next week')!._id;
  await call('setMTask', { taskId: dailyId, dateTask: '2026-12-01', selected: true, date: '2026-12-01' });
  await call('setMTask', { taskId: weeklyId, dateTask: '2026-12-03', selected: true, date: '2026-12-03' });
  await call('setMTask', { taskId: weeklyId, dateTask: '2026-12-03', selected: false, date: '2026-12-03' });
  await call('createEditMTask', { newData: { _id: dailyId, name: 'Answer all comments', frequency: 'Daily', daysWeek: [1, 2, 3] }, date: '2026-12-01' });
  await call('createEditMTask', { newData: { _id: weeklyId, name: 'Plan next week', frequency: 'Weekly', status: 'Closed' }, date: '2026-12-01' });
}
