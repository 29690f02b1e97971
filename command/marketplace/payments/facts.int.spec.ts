import { expect, it } from 'vitest';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import type { CommandDeps } from '../../core/deps';
import { isRecruiter } from './facts';

const registered = (userId: string, lookingforwork: boolean) =>
  storedEvent('UserRegistered', { userId, email: `${userId}@x.test`, first_name: 'Dana', last_name: 'Levi', lookingforwork, isAdmin: false, card_color: 0, source: 'web', registeredAt: '2026-11-01T08:00:00.000Z' });

describeProjection(userAccountProjection, { title: 'the payments facts' }, (spec, db) => {
  const deps = () => ({ db: db() }) as CommandDeps;

  it('counts as a recruiter an account that hires, and as a seeker one that seeks work or is not there yet', async () => {
    await spec.given(registered('recruiter-1', false), registered('seeker-1', true));
    expect(await isRecruiter(deps(), 'recruiter-1')).toBe(true);
    expect(await isRecruiter(deps(), 'seeker-1')).toBe(false);
    expect(await isRecruiter(deps(), 'nobody')).toBe(false);
  });
});
