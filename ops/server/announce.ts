import type { Appended } from '../../command/core/handle-command';
import { announcements, liveRooms } from '../../contracts/live';
import type { CallContext } from './context';

// What the router tells the rooms with: any announced message, checked by its feature's schema.
export type AnnouncePublish = (room: string, name: string, message: unknown) => void;

// A command about a journey client that its feature announces (contracts/core/client-changes.ts):
// once read-your-writes built the answer, the same answer goes to the client's room, or to the
// staff who have the client open, with who made the change. A command that appended nothing
// changed nothing and says nothing.
export function announce(publish: AnnouncePublish, call: string, answer: unknown, appended: Appended, ctx: CallContext): void {
  const told = Object.hasOwn(announcements, call) ? announcements[call] : undefined;
  if (!told || !appended.position || !ctx.subject) return;
  const by = ctx.user ? { id: ctx.user.id, name: `${ctx.user.first_name ?? ''} ${ctx.user.last_name ?? ''}`.trim(), staff: ctx.roles.has('staff') } : null;
  const room = told.to === 'client' ? liveRooms.journey(ctx.subject) : liveRooms.journeyStaff(ctx.subject);
  publish(room, told.message, { userId: ctx.subject, position: appended.position, change: appended.types[0] ?? call, by, call, answer });
}
