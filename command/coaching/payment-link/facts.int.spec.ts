import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { journeyPlans } from '../../../contracts/coaching/journey/lists';
import type { EventStore } from '../../../contracts/core/event-store';
import { userStreamId } from '../../../contracts/identity/users/ids';
import type { SqlEngine } from '../../../ops/db/database';
import { migrate } from '../../../ops/db/migrations';
import { createEventStoreDbEventStore } from '../../../ops/event-store/eventstoredb-event-store';
import { identityMigrations } from '../../../ops/identity/users/migrations';
import { FakeEventStoreDbClient } from '../../../tests/support/eventstoredb-fake-client';
import { openTestPGlite } from '../../../tests/support/test-databases';
import type { CommandDeps } from '../../core/deps';
import { credentialOf } from '../../identity/users/credentials';
import { accountForEmail, journeyPlanChoices } from './facts';

// The account a payment link's payer gets: the one that holds their email, or a new one made for
// them (a service's registration: no captcha, a password they never see).
let engine: SqlEngine;
let store: EventStore;
let deps: CommandDeps;
const ctx = { actor: null, correlationId: 'payment-link-facts' };

beforeAll(async () => {
  engine = await openTestPGlite();
  await migrate(engine.db, identityMigrations);
  store = createEventStoreDbEventStore('kurrentdb://localhost:2113?tls=false', { streamPrefixes: ['user-', 'email-'], client: new FakeEventStoreDbClient() });
  deps = {
    db: engine.db,
    store,
    clock: () => new Date('2026-11-30T08:00:00.000Z'),
    newId: randomUUID,
    hasher: { hash: async (password: string) => `hashed:${password}`, verify: async () => false },
    captcha: { verify: async () => false },
  } as unknown as CommandDeps;
});
afterAll(async () => {
  await engine?.close();
});

it('offers the journey plans', async () => {
  expect(await journeyPlanChoices(deps)).toEqual(journeyPlans);
});

it('makes an account for a new payer, by the email as typed, with a password nobody knows, looking for work', async () => {
  const made = await accountForEmail(deps, { email: '  New.Payer@Example.test ', firstName: 'Noa', lastName: 'Levi' }, ctx);
  expect(made).toEqual({ userId: expect.any(String), created: true });
  const { userId } = made as { userId: string };
  const held = await credentialOf(deps, 'new.payer@example.test');
  expect(held?.user_id).toBe(userId);
  // the random password: long, and not one a person chose
  expect(held?.password_hash).toMatch(/^hashed:[A-Za-z0-9_-]{32}$/);
  const registered = (await store.readStream(userStreamId(userId)))[0]!;
  expect(registered.type).toBe('UserRegistered');
  expect(JSON.stringify(registered.data)).toContain('"lookingforwork":true');
  expect(JSON.stringify(registered.data)).toContain('"source":"payment-link"');
});

it('gives the account that holds the email, made by nobody new', async () => {
  const first = (await accountForEmail(deps, { email: 'twice@example.test', firstName: 'A', lastName: 'B' }, ctx)) as { userId: string };
  const again = await accountForEmail(deps, { email: 'TWICE@example.test', firstName: 'Other', lastName: 'Name' }, ctx);
  expect(again).toEqual({ userId: first.userId, created: false });
});

it('gives the account another payment made at the same moment', async () => {
  const email = 'raced@example.test';
  // the other payment reserves the email between this one's look and its registration
  let looked = 0;
  const racing = {
    ...deps,
    store: {
      ...store,
      readStream: async (...args: Parameters<EventStore['readStream']>) => {
        const events = await store.readStream(...args);
        if (looked++ === 0) await accountForEmail(deps, { email, firstName: 'First', lastName: 'Payer' }, ctx);
        return events;
      },
    },
  } as CommandDeps;
  const answer = await accountForEmail(racing, { email, firstName: 'Second', lastName: 'Payer' }, ctx);
  const holder = await credentialOf(deps, email);
  expect(answer).toEqual({ userId: holder!.user_id, created: false });

});
