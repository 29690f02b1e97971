import { sendPush } from '../../../command/backoffice/push/push-commands';
import type { CommandDeps } from '../../../command/core/deps';
import { pushSendSchema } from '../../../contracts/backoffice/push/push';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';

// Two pushes in the history, sent by the site admin: one to the journey users, one to a client
// picked by hand. Each recipient finds it in their inbox. Returns the last position.
export async function seedDemoPushes(deps: CommandDeps, adminId: string, client: string): Promise<Position | null> {
  const pushes = [
    { messageTitle: 'CV webinar on Thursday', message: 'Join our free CV webinar this Thursday at 15:00. Bring your questions!', query: { journeyUsers: true } },
    { messageTitle: 'Your first interview is set', message: 'Good luck tomorrow! Your coach left you notes in your journey.', registeredUsers: [client] },
  ];
  let last: Position | null = null;
  for (const push of pushes) {
    const sent = await sendPush(deps, pushSendSchema.parse(push), { actor: adminId, correlationId: 'seed' });
    if (isDomainError(sent)) throw new Error(`a demo push was refused: ${sent.code}`);
    last = sent.position ?? last;
  }
  return last;
}
