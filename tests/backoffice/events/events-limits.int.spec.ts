import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { GOOGLE_MEET, listedOccurrences, register } from './events-support';

// Visitors' registrations are limited per address (guestWrite: 10 a minute); signed-in people's are not.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

describe("visitors' registrations", () => {
  it('are refused with 429 past 10 a minute from one address; a signed-in person is not limited', async () => {
    const occurence = listedOccurrences(GOOGLE_MEET)[1]!;
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await register(t, occurence)).status);
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);
    const member = await t.signUp();
    const done = await t.call('registerToEvent', { occurence, registerData: { email: member.email, firstName: 'A', lastName: 'B', phone: '0501234567' } }, member.token);
    expect(done.status).toBe(200);
  });
});
