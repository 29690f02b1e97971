import type { Registrants } from '../../../contracts/backoffice/events/calls';
import { signInAdmin } from '../../coaching/journey/journey-support';
import type { TestApp } from '../../support/test-app';
import { eventually } from '../../tasks/close-job-later';
import { eventData, person, PRODUCT_WEBINAR, register, setLimit } from './events-support';

// One place: a visitor registers and is checked in and out (one by one, then everyone), a second
// joins the waitlist, the first cancels and the second is promoted: each of the events' events.
export async function runEventsScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  // the dates as the app's clock lists them (a scenario's clock may run ahead)
  const occurence = (await eventData(t, PRODUCT_WEBINAR, admin.token)).body.occurrences[7]!._id;
  await setLimit(t, admin.token, occurence, 1);
  const first = (await register(t, occurence, person('scenario'))).body;
  const second = (await register(t, occurence, person('scenario'), true)).body;
  if (!first.id || !second.waiting) throw new Error(`the scenario's registrations: ${JSON.stringify([first, second])}`);
  const ok = async (name: string, body: unknown, token?: string) => {
    const res = await t.call(name, body, token);
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  await ok('changeCheckIn', { occurence, id: first.id, checkIn: true }, admin.token);
  await ok('checkOutEveryone', { occurence }, admin.token);
  await ok('cancelRegistrationToEvent', { eventUrl: PRODUCT_WEBINAR, cancelReason: 'Sick', id: first.id, code: first.code });
  // the promotion is a reaction: its event comes once the task queue reaches it (after the tasks
  // the scenarios before queued)
  await eventually(async () => (await t.call<Registrants>('getRegisteredUsers', { occurence }, admin.token)).body.registered.some((r) => r._id === second.id), 20_000);
}
