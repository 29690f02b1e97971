import { expect, it } from 'vitest';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import type { CommandDeps } from '../../core/deps';
import { accountExists } from './facts';

describeProjection(userAccountProjection, { title: 'the offers facts' }, (spec, db) => {
  const deps = () => ({ db: db() }) as CommandDeps;

  it('knows whether the person named has an account', async () => {
    await spec.given(
      storedEvent('UserRegistered', { userId: 'client-1', email: 'client-1@x.test', first_name: 'Dana', last_name: 'Levi', lookingforwork: true, isAdmin: false, card_color: 0, source: 'web', registeredAt: '2026-11-01T08:00:00.000Z' }),
    );
    expect(await accountExists(deps(), 'client-1')).toBe(true);
    expect(await accountExists(deps(), 'client-2')).toBe(false);
  });
});
