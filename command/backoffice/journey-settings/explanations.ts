import { domainError, type DomainError } from '../../../contracts/core/errors';
import { say } from '../../../contracts/core/messages';
import { journeySettingsEvents, type ExplanationsEvent } from '../../../contracts/backoffice/journey-settings/events';
import { EXPLANATION, type ExplanationDraft } from '../../../contracts/backoffice/journey-settings/explanations';
import { journeySettingsMessages as m } from '../../../contracts/backoffice/journey-settings/messages';
import type { Decider } from '../../core/decider';

// What the rules need of explanations-{type}: each explanation's place and image.
type Kept = { order: number; uploadId: string | null };
export type ExplanationsState = { items: Readonly<Record<string, Kept>> };
export const initialExplanations: ExplanationsState = { items: {} };

export const evolveExplanations = (state: ExplanationsState, event: ExplanationsEvent): ExplanationsState => {
  const { items } = state;
  switch (event.type) {
    case 'ExplanationSaved':
      return { items: { ...items, [event.data.id]: { uploadId: items[event.data.id]?.uploadId ?? null, order: event.data.order } } };
    case 'ExplanationsSwapped': {
      const { first, second } = event.data;
      const moved = (id: string, order: number) => (items[id] ? { [id]: { ...items[id], order } } : {});
      return { items: { ...items, ...moved(first.id, first.order), ...moved(second.id, second.order) } };
    }
    case 'ExplanationImageSet':
      return items[event.data.id] ? { items: { ...items, [event.data.id]: { ...items[event.data.id], uploadId: event.data.uploadId } } } : state;
  }
};

type Place = { id: string; order: number };
// newId: the id a new explanation gets (made by the handler, so decide stays pure)
export type ExplanationsCommand =
  | { type: 'Save'; draft: ExplanationDraft; newId: string; now: Date }
  | { type: 'Swap'; step: string; exp1: Place; exp2: Place; now: Date }
  | { type: 'SetImage'; step: string; id: string; uploadId: string; now: Date };

function save(c: Extract<ExplanationsCommand, { type: 'Save' }>, state: ExplanationsState): ExplanationsEvent[] | DomainError {
  const { _id, ...draft } = c.draft;
  const kept = _id ? state.items[_id] : undefined;
  if (_id && !kept) return domainError('ExplanationNotFound');
  const orders = Object.values(state.items).map((i) => i.order);
  if (!kept && orders.length >= EXPLANATION.perType) return domainError('ExplanationRefused', say(m.ExplanationsTooMany));
  // a new one goes last
  const order = kept ? kept.order : orders.length ? Math.max(...orders) + 1 : 0;
  return [{ type: 'ExplanationSaved', data: { id: _id ?? c.newId, ...draft, order, savedAt: c.now.toISOString() } }];
}

// Two neighbours swap places, as the screen saw them: a place that moved since is refused.
function swap(c: Extract<ExplanationsCommand, { type: 'Swap' }>, state: ExplanationsState): ExplanationsEvent[] | DomainError {
  const a = state.items[c.exp1.id];
  const b = state.items[c.exp2.id];
  if (!a || !b) return domainError('ExplanationNotFound');
  if (a.order !== c.exp1.order || b.order !== c.exp2.order) return domainError('ExplanationOrderStale');
  const [low, high] = a.order < b.order ? [a.order, b.order] : [b.order, a.order];
  const between = Object.values(state.items).some((i) => i.order > low && i.order < high);
  if (c.exp1.id === c.exp2.id || between) return domainError('ExplanationsNotNeighbours');
  return [{ type: 'ExplanationsSwapped', data: { type: c.step, first: { id: c.exp1.id, order: b.order }, second: { id: c.exp2.id, order: a.order }, swappedAt: c.now.toISOString() } }];
}

function decide(c: ExplanationsCommand, state: ExplanationsState): ExplanationsEvent[] | DomainError {
  switch (c.type) {
    case 'Save':
      return save(c, state);
    case 'Swap':
      return swap(c, state);
    case 'SetImage':
      return state.items[c.id] ? [{ type: 'ExplanationImageSet', data: { id: c.id, type: c.step, uploadId: c.uploadId, setAt: c.now.toISOString() } }] : domainError('ExplanationNotFound');
  }
}

export const explanationsDecider: Decider<ExplanationsState, ExplanationsCommand, ExplanationsEvent> = {
  events: journeySettingsEvents,
  initialState: initialExplanations,
  evolve: evolveExplanations,
  decide,
};
