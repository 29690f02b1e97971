import { expect, it } from 'vitest';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import type { CommandDeps } from '../../core/deps';
import { seekerFactsOf } from './facts';

const at = '2026-11-01T08:00:00.000Z';
const registered = (userId: string) =>
  storedEvent('UserRegistered', { userId, email: `${userId}@x.test`, first_name: 'Dana', last_name: 'Levi', lookingforwork: true, isAdmin: false, card_color: 0, source: 'web', registeredAt: at });

describeProjection(userAccountProjection, { title: 'the activity facts' }, (spec, db) => {
  const deps = () => ({ db: db() }) as CommandDeps;

  it('reads the seeker a recruiter connects with as their account stands, and no one for an id that is nobody', async () => {
    await spec.given(
      registered('seeker-1'),
      registered('seeker-2'),
      storedEvent('ProfileSaved', { userId: 'seeker-2', changes: { showResume: false }, savedAt: at }),
      storedEvent('RoleSwitched', { userId: 'seeker-2', lookingforwork: false, switchedAt: at }),
      storedEvent('ProPlanExtended', { userId: 'seeker-2', months: 1, from: at, until: '2026-12-01T08:00:00.000Z', reason: 'purchase', paymentId: null, extendedBy: null, extendedAt: at }),
    );
    expect(await seekerFactsOf(deps(), 'seeker-1')).toEqual({ lookingforwork: true, visible: true, isPro: false });
    expect(await seekerFactsOf(deps(), 'seeker-2')).toEqual({ lookingforwork: false, visible: false, isPro: true });
    expect(await seekerFactsOf(deps(), 'nobody')).toBeNull();
  });
});
