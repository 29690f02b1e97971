import { domainError, type DomainError } from '../../../contracts/core/errors';
import { offersStreamId, talentProjectsStreamId } from '../../../contracts/coaching/offers/ids';
import type { OffersEvent } from '../../../contracts/coaching/offers/events';
import { offersMessages as m } from '../../../contracts/coaching/offers/messages';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { offersDecider, type OffersCommand } from './decide-offers';
import { projectsDecider, type ProjectsCommand, type ProjectsState } from './decide-projects';
import { accountExists } from './facts';
import type { OffersState } from './offers';

type Request<C> = C extends unknown ? Omit<C, 'now'> : never;

// Any change to a client's jobs and offers, by the client or by staff for them.
export async function actOnOffers(deps: CommandDeps, request: Request<OffersCommand>, ctx: CommandContext): Promise<Handled<OffersState, OffersEvent> | DomainError> {
  if (!(await accountExists(deps, request.userId))) return domainError('OffersItemNotFound', m.OffersClientNotFound);
  return handleCommand(deps.store, offersStreamId(request.userId), offersDecider, () => ({ ...request, now: deps.clock() }) as OffersCommand, metadataOf(ctx));
}

// Any change to a client's side projects.
export async function actOnProjects(deps: CommandDeps, request: Request<ProjectsCommand>, ctx: CommandContext): Promise<Handled<ProjectsState, OffersEvent> | DomainError> {
  if (!(await accountExists(deps, request.userId))) return domainError('OffersItemNotFound', m.OffersClientNotFound);
  return handleCommand(deps.store, talentProjectsStreamId(request.userId), projectsDecider, () => ({ ...request, now: deps.clock() }) as ProjectsCommand, metadataOf(ctx));
}
