import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registrants } from '../../../contracts/backoffice/events/calls';
import { seedDemoEvents } from '../../../ops/tools/seed/demo-events';
import { signInAdmin, type Person } from '../../coaching/journey/journey-support';
import { startTestApp, type TestApp } from '../../support/test-app';
import { eventData, GOOGLE_MEET, PRODUCT_WEBINAR } from './events-support';

// The demo's webinar dates: the first date of each event with people registered, some checked in,
// and a date full with someone waiting.
let t: TestApp;
let admin: Person;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t?.stop();
});

describe('the demo events', () => {
  it('show registrants on the coming dates, some checked in, and a full date with a waitlist', async () => {
    const last = await seedDemoEvents(t.app.deps, admin.userId);
    expect(await t.app.runner!.waitFor(last!, 20_000, ['event'])).toBe(true);
    const list = async (eventUrl: string, i: number) => {
      const occurence = (await eventData(t, eventUrl, admin.token)).body.occurrences[i]!._id;
      return (await t.call<Registrants>('getRegisteredUsers', { occurence }, admin.token)).body;
    };
    const webinar = await list(PRODUCT_WEBINAR, 0);
    expect(webinar.registered).toHaveLength(9);
    expect(webinar.registered.filter((r) => r.checkIn)).toHaveLength(3);
    expect(webinar.cancelled).toHaveLength(1);
    expect((await list(GOOGLE_MEET, 0)).registered.filter((r) => r.checkIn)).toHaveLength(2);
    const full = await list(GOOGLE_MEET, 1);
    expect(full.occurrence).toMatchObject({ limit: 10, registeredCount: 10, placesLeft: 0, waitingCount: 1 });
    expect(full.waitlist).toHaveLength(1);
  });
});
