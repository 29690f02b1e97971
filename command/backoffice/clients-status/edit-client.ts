import type { DomainError } from '../../../contracts/core/errors';
import type { ClientEdit } from '../../../contracts/backoffice/clients-status/clients-table';
import { journeyStreamId } from '../../../contracts/coaching/journey/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { clientEditDecider, type ClientEditEvent, type ClientEditState } from './client-edit';
import { isStaffAccount } from '../../coaching/journey/facts';

export type EditClientRequest = { userId: string; edit: ClientEdit; statuses: readonly string[]; plans: readonly string[] };

// The client admin's edit of one client, decided on the client's journey stream and appended
// there (all or nothing), made on the client's behalf.
export async function editClient(deps: CommandDeps, request: EditClientRequest, ctx: CommandContext): Promise<Handled<ClientEditState, ClientEditEvent> | DomainError> {
  const manager = request.edit.manager;
  const managerIsStaff = manager ? await isStaffAccount(deps, manager) : false;
  return handleCommand(
    deps.store,
    journeyStreamId(request.userId),
    clientEditDecider,
    () => ({ type: 'EditClient' as const, ...request, managerIsStaff, now: deps.clock() }),
    metadataOf({ ...ctx, onBehalfOf: request.userId }),
  );
}
