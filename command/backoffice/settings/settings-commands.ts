import type { DomainError } from '../../../contracts/core/errors';
import type { SettingChanges } from '../../../contracts/backoffice/settings/calls';
import type { SettingsEvent } from '../../../contracts/backoffice/settings/events';
import { productSettingsStreamId } from '../../../contracts/backoffice/settings/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { productSettingsDecider } from './change-product-settings';
import { waitingOnGrid } from './facts';
import type { ProductSettingsState } from './product-settings';

// A save of the settings screen, decided over the whole settings stream: a save made on a stale
// screen is refused, and of two saves at once the second finds the first and is refused too.
export async function changeProductSettings(
  deps: CommandDeps,
  command: { revision: number; changes: SettingChanges },
  ctx: CommandContext,
): Promise<Handled<ProductSettingsState, SettingsEvent> | DomainError> {
  return handleCommand(
    deps.store,
    productSettingsStreamId(),
    productSettingsDecider,
    async () => ({ type: 'Change' as const, ...command, defaults: deps.settingDefaults, waiting: await waitingOnGrid(deps), now: deps.clock() }),
    metadataOf(ctx),
  );
}
