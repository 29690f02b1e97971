import type { CommandDeps } from '../../core/deps';
import { endSessionsOf } from './credentials';

export type EndSessions = { userId: string };

// Signing out everywhere: every session token issued until now stops working. Nothing is recorded
// in the log; the credential keeps when.
export async function endSessions(deps: CommandDeps, command: EndSessions): Promise<void> {
  await endSessionsOf(deps, command.userId);
}
