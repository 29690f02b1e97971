import { expect, it } from 'vitest';
import type { EventStore } from '../../../contracts/core/event-store';
import { journeyStreamId } from '../../../contracts/coaching/journey/ids';
import { encode } from '../../../contracts/events';
import { createEventStoreDbEventStore } from '../../../ops/event-store/eventstoredb-event-store';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { FakeEventStoreDbClient } from '../../../tests/support/eventstoredb-fake-client';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import type { CommandDeps } from '../../core/deps';
import { isStaffAccount, journeyStepOf } from './facts';

const at = '2026-11-01T08:00:00.000Z';
const registered = (userId: string, isAdmin = false) =>
  storedEvent('UserRegistered', { userId, email: `${userId}@x.test`, first_name: 'Dana', last_name: 'Levi', lookingforwork: true, isAdmin, card_color: 0, source: 'web', registeredAt: at });
const roles = (userId: string, set: { isJHAdmin?: boolean; isCSManager?: boolean; isJHUser?: boolean }) => storedEvent('UserRolesSet', { userId, roles: set, setAt: at });

describeProjection(userAccountProjection, { title: 'the journey facts' }, (spec, db) => {
  it('counts as staff a coaching admin, a customer-success manager and a site admin, and no one else', async () => {
    await spec.given(
      registered('coach'), roles('coach', { isJHAdmin: true }),
      registered('cs'), roles('cs', { isCSManager: true }),
      registered('admin', true),
      registered('client'), roles('client', { isJHUser: true }),
    );
    const deps = { db: db() } as CommandDeps;
    for (const staff of ['coach', 'cs', 'admin']) expect(await isStaffAccount(deps, staff), staff).toBe(true);
    expect(await isStaffAccount(deps, 'client')).toBe(false);
    expect(await isStaffAccount(deps, 'nobody')).toBe(false);
  });
});

it("reads the step a client's journey is on from its own stream", async () => {
  const store: EventStore = createEventStoreDbEventStore('kurrentdb://localhost:2113?tls=false', { streamPrefixes: ['journey-'], client: new FakeEventStoreDbClient() });
  const deps = { store } as CommandDeps;
  expect(await journeyStepOf(deps, 'client-1')).toBe(0);
  await store.append(journeyStreamId('client-1'), [
    encode({ type: 'JourneyStepFinished', data: { userId: 'client-1', from: 0, to: 1, finishedAt: at } }, {}),
    encode({ type: 'JourneyStepFinished', data: { userId: 'client-1', from: 1, to: 2, finishedAt: at } }, {}),
  ]);
  expect(await journeyStepOf(deps, 'client-1')).toBe(2);
});
