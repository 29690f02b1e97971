import type { DomainError } from '../../../contracts/core/errors';
import { domainError } from '../../../contracts/core/errors';
import { journeyStreamId } from '../../../contracts/coaching/journey/ids';
import { partnerStreamId, type Partner } from '../../../contracts/backoffice/partners/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { partnerClientDecider, type PartnerClientCommand, type PartnerClientEvent, type PartnerClientState } from './partner-client';
import { partnerSettingsDecider, type PartnerSettingsCommand, type PartnerSettingsState } from './partner-settings';
import type { PartnersEvent } from '../../../contracts/backoffice/partners/events';

type Without<C> = C extends unknown ? Omit<C, 'now'> : never;

// Whether the id is a journey client's account: only they can be a partner's client.
async function isJourneyClient(deps: CommandDeps, userId: string): Promise<boolean> {
  const row = await deps.db.selectFrom('user_account').select('id').where('id', '=', userId).where('is_jh_user', '=', true).executeTakeFirst();
  return row !== undefined;
}

// A partner decision about one client, decided on the client's journey stream and made on their behalf.
export async function decidePartnerClient(deps: CommandDeps, command: Without<PartnerClientCommand>, ctx: CommandContext): Promise<Handled<PartnerClientState, PartnerClientEvent> | DomainError> {
  if (command.type === 'AssignPartnerClient' && !(await isJourneyClient(deps, command.userId))) return domainError('PartnerClientNotFound');
  return handleCommand(
    deps.store,
    journeyStreamId(command.userId),
    partnerClientDecider,
    () => ({ ...command, now: deps.clock() }) as PartnerClientCommand,
    metadataOf({ ...ctx, onBehalfOf: command.userId }),
  );
}

// A change to a partner's own settings (emails list, prepaid packages).
export async function decidePartnerSettings(deps: CommandDeps, command: Without<PartnerSettingsCommand>, ctx: CommandContext): Promise<Handled<PartnerSettingsState, PartnersEvent> | DomainError> {
  const partner: Partner = command.partner;
  return handleCommand(deps.store, partnerStreamId(partner), partnerSettingsDecider, () => ({ ...command, now: deps.clock() }) as PartnerSettingsCommand, metadataOf(ctx));
}
