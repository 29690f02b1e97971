import type { Kysely } from 'kysely';
import type { Socket } from 'socket.io';
import { isStaff as isStaffAccount } from '../../../contracts/core/access';
import type { Database } from '../../../contracts/database';
import { getUserAccount, roleFlagsOf } from '../../../query/identity/users/get-user-data';
import { liveRooms } from '../../../contracts/live';
import { JOURNEY_UNWATCH, JOURNEY_WATCH } from '../../../contracts/core/live';

const isStaff = async (db: Kysely<Database>, userId: string): Promise<boolean> => {
  const account = await getUserAccount(db, userId);
  return account !== undefined && isStaffAccount(roleFlagsOf(account));
};

// Room journey:{userId}: the client is in their own journey's room; staff join the room of a
// journey client they open (journey.watch, answered once joined), and that client's staff room
// (journey-staff:{userId}: what only staff may read), and leave both (journey.unwatch). Nobody else
// may join another person's rooms.
export async function joinJourneyRooms(socket: Socket, userId: string, db: Kysely<Database>): Promise<void> {
  await socket.join(liveRooms.journey(userId));
  socket.on(JOURNEY_WATCH, async (payload: unknown, ack?: (answer: { joined: boolean }) => void) => {
    const journeyOf = typeof payload === 'object' && payload !== null && typeof (payload as { userId?: unknown }).userId === 'string' ? (payload as { userId: string }).userId : null;
    const allowed = journeyOf !== null && (journeyOf === userId || (await isStaff(db, userId).catch(() => false)));
    if (allowed) await socket.join(journeyOf === userId ? [liveRooms.journey(journeyOf)] : [liveRooms.journey(journeyOf), liveRooms.journeyStaff(journeyOf)]);
    if (typeof ack === 'function') ack({ joined: allowed });
  });
  socket.on(JOURNEY_UNWATCH, (payload: unknown) => {
    const journeyOf = typeof payload === 'object' && payload !== null ? (payload as { userId?: unknown }).userId : null;
    if (typeof journeyOf !== 'string' || journeyOf === userId) return;
    void socket.leave(liveRooms.journey(journeyOf));
    void socket.leave(liveRooms.journeyStaff(journeyOf));
  });
}
