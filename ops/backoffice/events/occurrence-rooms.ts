import type { Socket } from 'socket.io';
import { OCCURRENCE_UNWATCH, OCCURRENCE_WATCH, occurrenceRoom } from '../../../contracts/backoffice/events/ids';
import type { RoleFlags } from '../../../contracts/core/access';

const occurrenceIn = (payload: unknown): string | null => {
  const value = typeof payload === 'object' && payload !== null ? (payload as { occurence?: unknown }).occurence : null;
  return typeof value === 'string' && value.length <= 160 ? value : null;
};

// Room event-occurrence:{id}: the journey admins and site admins who opened the occurrence's manage
// dialog (event.occurrence.watch, answered once joined) hear its registrants change; nobody else may join.
export function watchOccurrences(socket: Socket, flags: RoleFlags | null): void {
  const manager = flags !== null && (flags.isAdmin || flags.isJHAdmin);
  socket.on(OCCURRENCE_WATCH, async (payload: unknown, ack?: (answer: { joined: boolean }) => void) => {
    const occurrenceId = occurrenceIn(payload);
    const allowed = manager && occurrenceId !== null;
    if (allowed) await socket.join(occurrenceRoom(occurrenceId));
    if (typeof ack === 'function') ack({ joined: allowed });
  });
  socket.on(OCCURRENCE_UNWATCH, (payload: unknown) => {
    const occurrenceId = occurrenceIn(payload);
    if (occurrenceId) void socket.leave(occurrenceRoom(occurrenceId));
  });
}
