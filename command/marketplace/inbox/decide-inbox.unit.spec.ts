import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { inboxDecider, type InboxCommand } from './decide-inbox';

const given = DeciderSpecification.for(inboxDecider);
const userId = 'u-1';
const now = new Date('2026-03-10T09:30:00.000Z');
const at = now.toISOString();
const read = (overrides: Partial<InboxCommand>): InboxCommand => ({
  type: 'MarkNotificationsRead', userId, all: false, ids: [], unreadIds: new Set(['a', 'b']), now, ...overrides,
});

describe('MarkNotificationsRead', () => {
  it('records the unread ones among those named, once each', () => {
    given([]).when(read({ ids: ['a', 'a', 'zzz'] })).then([{ type: 'NotificationsRead', data: { userId, ids: ['a'], all: false, readAt: at } }]);
  });
  it('records nothing when none of those named is unread', () => {
    given([]).when(read({ ids: ['zzz'] })).thenNothingHappens();
  });
  it('records all read when something is unread', () => {
    given([]).when(read({ all: true })).then([{ type: 'NotificationsRead', data: { userId, ids: [], all: true, readAt: at } }]);
  });
  it('records nothing for all when nothing is unread', () => {
    given([]).when(read({ all: true, unreadIds: new Set() })).thenNothingHappens();
  });
});
