import type { DomainError } from '../../../contracts/core/errors';
import { alertSearchKey } from '../../../contracts/marketplace/alerts/alert';
import type { AlertEvent } from '../../../contracts/marketplace/alerts/events';
import { alertStreamId, alertSubject, mailPreferencesStreamId } from '../../../contracts/marketplace/alerts/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import type { AlertState } from './alert';
import { alertDecider, type AlertCommand } from './decide-alert';
import { mailPreferencesDecider, type MailPreferencesState, type SetMailPreferences } from './decide-mail-preferences';
import { alertFactsOf } from './facts';

type Request = AlertCommand extends infer C ? (C extends AlertCommand ? Omit<C, 'now' | 'kept' | 'sameSearch'> : never) : never;

// An alert added, approved, set to a frequency or removed, decided on its stream; an account's
// addition with how many alerts it keeps and whether this search is one of them.
export async function actOnAlert(deps: CommandDeps, request: Request, ctx: CommandContext): Promise<Handled<AlertState, AlertEvent> | DomainError> {
  const handled = await handleCommand(
    deps.store,
    alertStreamId(request.alertId),
    alertDecider,
    async () => {
      const now = deps.clock();
      if (request.type !== 'AddAlert') return { ...request, now };
      const facts = request.userId === null ? { kept: 0, sameSearch: false } : await alertFactsOf(deps, request.userId, alertSearchKey(request.histogramType, request.query));
      return { ...request, now, ...facts } as AlertCommand;
    },
    metadataOf(ctx),
  );
  // a visitor's removed alert takes its address with it: its key is destroyed
  if (request.type === 'RemoveAlert' && !('code' in handled) && handled.events.length && handled.state.status === 'removed' && request.userId === null)
    await deps.personalData.erase(alertSubject(request.alertId));
  return handled;
}

export async function setMailPreferences(deps: CommandDeps, request: Omit<SetMailPreferences, 'type' | 'now'>, ctx: CommandContext): Promise<Handled<MailPreferencesState, AlertEvent>> {
  const handled = await handleCommand(deps.store, mailPreferencesStreamId(request.userId), mailPreferencesDecider, () => ({ type: 'SetMailPreferences' as const, ...request, now: deps.clock() }), metadataOf(ctx));
  // the decider never refuses
  if ('code' in handled && !('events' in handled)) throw new Error('mail preferences refused');
  return handled as Handled<MailPreferencesState, AlertEvent>;
}
