import type { Socket } from 'socket.io';
import type { RoleFlags } from '../../../contracts/core/access';
import { liveRooms } from '../../../contracts/live';
import { partners } from '../../../contracts/backoffice/partners/ids';

// A partner company's users hear their own company's dashboard only; journey admins (and site
// admins) hear both, as they see both.
export async function joinPartnerRooms(socket: Socket, flags: RoleFlags): Promise<void> {
  const rooms = flags.isJHAdmin || flags.isAdmin ? partners : flags.partner ? [flags.partner] : [];
  if (rooms.length) await socket.join(rooms.map(liveRooms.partner));
}
