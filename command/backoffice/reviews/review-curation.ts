import { domainError, type DomainError } from '../../../contracts/core/errors';
import { reviewsEvents, type ReviewsEvent } from '../../../contracts/backoffice/reviews/events';
import type { ExtraData, PersonData } from '../../../contracts/backoffice/reviews/review';
import type { Decider } from '../../core/decider';

// reviews-curation: staff's extra data on each item (by kind and id) and the people by email, each
// as last saved, so that a save that changes nothing records nothing.
export type CurationState = { extras: Readonly<Record<string, string>>; people: Readonly<Record<string, string>> };
export type CurationCommand = { type: 'SaveCuration'; extra?: ExtraData; person?: PersonData; itemExists: boolean; now: Date };

const print = (value: unknown) => JSON.stringify(value);
const extraKey = (kind: string, id: string) => `${kind}:${id}`;
const extraOf = (e: Omit<ExtraData, 'kind' | 'id'>) => print([e.email, e.gReviewLink, e.hide, e.synamedia, e.bfl, e.b2b]);
const personOf = (p: Omit<PersonData, 'email'>) => print([p.firstName, p.lastName, p.title, p.linkedin, p.linkedinPost]);

const evolve = (state: CurationState, event: ReviewsEvent): CurationState => {
  switch (event.type) {
    case 'ReviewExtraDataSaved':
      return { ...state, extras: { ...state.extras, [extraKey(event.data.kind, event.data.id)]: extraOf(event.data) } };
    case 'ReviewPersonSaved':
      return { ...state, people: { ...state.people, [event.data.email]: personOf(event.data) } };
    default:
      return state;
  }
};

function decide(c: CurationCommand, state: CurationState): ReviewsEvent[] | DomainError {
  const savedAt = c.now.toISOString();
  // extra data belongs to an item that was imported
  if (c.extra && !c.itemExists) return domainError('ReviewItemNotFound');
  const events: ReviewsEvent[] = [];
  if (c.extra && state.extras[extraKey(c.extra.kind, c.extra.id)] !== extraOf(c.extra)) events.push({ type: 'ReviewExtraDataSaved', data: { ...c.extra, savedAt } });
  if (c.person && state.people[c.person.email] !== personOf(c.person)) events.push({ type: 'ReviewPersonSaved', data: { ...c.person, savedAt } });
  return events;
}

export const reviewCurationDecider: Decider<CurationState, CurationCommand, ReviewsEvent> = { events: reviewsEvents, initialState: { extras: {}, people: {} }, evolve, decide };
