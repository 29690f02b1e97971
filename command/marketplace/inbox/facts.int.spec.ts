import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { notificationProjection } from '../../../projections/marketplace/inbox/notification.projection';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import type { CommandDeps } from '../../core/deps';
import { unreadNotificationIds } from './facts';

describeProjection(notificationProjection, { title: 'the inbox facts' }, (_spec, db) => {
  it("lists someone's notifications not read yet, not those read or another person's", async () => {
    const notice = (id: string, userId: string, readAt: string | null) =>
      sql`INSERT INTO notification (id, user_id, kind, payload, created_at, read_at, last_position) VALUES (${id}, ${userId}, 'match', '{}'::jsonb, now(), ${readAt}, 1)`.execute(db());
    await notice('n1', 'seeker-1', null);
    await notice('n2', 'seeker-1', '2026-11-02T08:00:00.000Z');
    await notice('n3', 'seeker-1', null);
    await notice('n4', 'seeker-2', null);
    expect(await unreadNotificationIds({ db: db() } as CommandDeps, 'seeker-1')).toEqual(new Set(['n1', 'n3']));
    expect(await unreadNotificationIds({ db: db() } as CommandDeps, 'nobody')).toEqual(new Set());
  });
});
