import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Logger } from 'pino';
import type { TokenService } from '../../contracts/core/ports';
import { LIVE_READY } from '../../contracts/core/live';
import { liveRooms, type Publish } from '../../contracts/live';
import type { Kysely } from 'kysely';
import type { Database } from '../../contracts/database';
import type { Metrics } from './metrics';
import { isStaff } from '../../contracts/core/access';
import { getUserAccount, roleFlagsOf, sessionsValidAfter } from '../../query/identity/users/get-user-data';
import { joinJourneyRooms } from '../coaching/journey/journey-rooms';
import { watchOccurrences } from '../backoffice/events/occurrence-rooms';
import { joinPartnerRooms } from '../backoffice/partners/partner-rooms';

// The handshake may carry a token; without one the client is anonymous and hears only 'public'.
export function createSocketServer(http: HttpServer | undefined, deps: { tokens: TokenService; db: Kysely<Database>; log: Logger; metrics: Metrics }): {
  io: Server;
  publish: Publish;
} {
  const io = new Server(http, { serveClient: false, cors: { origin: false } });
  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
    socket.data.userId = null;
    if (token) {
      const claims = await deps.tokens.verify(token, 'session');
      // a session ended by a password change or "sign out everywhere" hears only public messages
      const validAfter = claims && !claims.expired ? await sessionsValidAfter(deps.db, claims.sub).catch(() => undefined) : undefined;
      if (claims && !claims.expired && validAfter !== undefined && (!validAfter || claims.issuedAt >= validAfter.getTime())) socket.data.userId = claims.sub;
    }
    next();
  });
  io.on('connection', async (socket) => {
    deps.metrics.setSockets(io.engine.clientsCount);
    await socket.join(liveRooms.public);
    const userId = socket.data.userId as string | null;
    if (userId) {
      await socket.join(liveRooms.user(userId));
      const account = await getUserAccount(deps.db, userId).catch(() => undefined);
      const flags = account ? roleFlagsOf(account) : null;
      if (flags?.isAdmin) await socket.join(liveRooms.admin);
      await joinJourneyRooms(socket, userId, deps.db);
      // staff watch the publish grid and the marketing calendar live
      if (flags && isStaff(flags)) await socket.join(liveRooms.publishGrid);
      watchOccurrences(socket, flags);
      if (flags) await joinPartnerRooms(socket, flags);
      if (flags && isStaff(flags)) await socket.join(liveRooms.marketing);
    }
    // the client knows from here on that nothing meant for it is missed
    socket.emit(LIVE_READY, {});
    socket.on('disconnect', () => deps.metrics.setSockets(io.engine.clientsCount));
  });
  const publish: Publish = (room, name, message) => {
    io.to(room).emit(name, message);
  };
  return { io, publish };
}
