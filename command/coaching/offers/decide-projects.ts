import { domainError, type DomainError } from '../../../contracts/core/errors';
import { offersEvents, type OffersEvent, type TalentProjectFields } from '../../../contracts/coaching/offers/events';
import { offersMessages as m } from '../../../contracts/coaching/offers/messages';
import type { Decider } from '../../core/decider';

// A client's side projects: which exist.
export type ProjectsState = Readonly<Record<string, { deleted: boolean }>>;

export type ProjectsCommand = { userId: string; now: Date; projectId: string } & (
  | { type: 'SaveProject'; isNew: boolean; project: TalentProjectFields }
  | { type: 'DeleteProject' }
);

const evolve = (state: ProjectsState, event: OffersEvent): ProjectsState => {
  switch (event.type) {
    case 'TalentProjectAdded':
      return { ...state, [event.data.projectId]: { deleted: false } };
    case 'TalentProjectDeleted':
      return { ...state, [event.data.projectId]: { deleted: true } };
    default:
      return state;
  }
};

function decide(c: ProjectsCommand, state: ProjectsState): OffersEvent[] | DomainError {
  const at = c.now.toISOString();
  const { userId, projectId } = c;
  if (c.type === 'SaveProject' && c.isNew) return [{ type: 'TalentProjectAdded', data: { userId, projectId, project: c.project, addedAt: at } }];
  const project = state[projectId];
  if (!project || project.deleted) return domainError('OffersItemNotFound', m.TalentProjectNotFound);
  return c.type === 'SaveProject'
    ? [{ type: 'TalentProjectEdited', data: { userId, projectId, project: c.project, editedAt: at } }]
    : [{ type: 'TalentProjectDeleted', data: { userId, projectId, deletedAt: at } }];
}

export const projectsDecider: Decider<ProjectsState, ProjectsCommand, OffersEvent> = {
  events: offersEvents,
  initialState: {},
  evolve,
  decide,
};
