import type { DomainError } from '../../../contracts/core/errors';
import { leadStreamId, leadSubject } from '../../../contracts/backoffice/leads/ids';
import type { LeadEvent } from '../../../contracts/backoffice/leads/events';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { leadDecider, type LeadCommand } from './decide-lead';
import { questionnaireStatusesOf, staffIds } from './facts';
import type { LeadState } from './lead';

type Request = LeadCommand extends infer C ? (C extends LeadCommand ? Omit<C, 'now' | 'statuses' | 'staff'> : never) : never;

// A lead added, saved or deleted, decided on its stream with the statuses and staff of now.
export async function actOnLead(deps: CommandDeps, request: Request, ctx: CommandContext): Promise<Handled<LeadState, LeadEvent> | DomainError> {
  const handled = await handleCommand(
    deps.store,
    leadStreamId(request.leadId),
    leadDecider,
    async () => {
      const now = deps.clock();
      if (request.type === 'DeleteLead') return { ...request, now };
      const [statuses, staff] = await Promise.all([questionnaireStatusesOf(deps), staffIds(deps)]);
      return { ...request, now, statuses, staff } as LeadCommand;
    },
    metadataOf(ctx),
  );
  // a deleted lead's personal data goes with it: its key is destroyed
  if (request.type === 'DeleteLead' && !('code' in handled) && handled.events.length) await deps.personalData.erase(leadSubject(request.leadId));
  return handled;
}
