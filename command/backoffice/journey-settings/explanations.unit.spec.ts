import { describe, expect, it } from 'vitest';
import type { ExplanationsEvent } from '../../../contracts/backoffice/journey-settings/events';
import { journeySettingsMessages as m } from '../../../contracts/backoffice/journey-settings/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { explanationsDecider } from './explanations';

const given = DeciderSpecification.for(explanationsDecider);
const now = new Date('2026-11-29T08:00:00.000Z');
const at = now.toISOString();
const draft = { type: 'CV' as const, title: 'Which CV', textBeforeImage: 'The one you send most.', textAfterImage: '' };
const saved = (id: string, order: number, title = `Explanation ${id}`): ExplanationsEvent => ({ type: 'ExplanationSaved', data: { id, ...draft, title, order, savedAt: at } });
const three = [saved('a', 0), saved('b', 1), saved('c', 2)];

describe('the explanations decider', () => {
  it('puts a new explanation last, under the id it is given', () => {
    given([]).when({ type: 'Save', draft, newId: 'a', now }).then([saved('a', 0, 'Which CV')]);
    given(three).when({ type: 'Save', draft, newId: 'd', now }).then([saved('d', 3, 'Which CV')]);
  });

  it('rewrites one in its place, and refuses to rewrite one that is not there', () => {
    given(three).when({ type: 'Save', draft: { ...draft, _id: 'b' }, newId: 'unused', now }).then([saved('b', 1, 'Which CV')]);
    given(three).when({ type: 'Save', draft: { ...draft, _id: 'x' }, newId: 'unused', now }).thenFails('ExplanationNotFound');
  });

  it('refuses a 31st explanation of a step', () => {
    const thirty = Array.from({ length: 30 }, (_, i) => saved(`e${i}`, i));
    given(thirty).when({ type: 'Save', draft, newId: 'new', now }).thenFails('ExplanationRefused', m.ExplanationsTooMany);
  });

  it('swaps two neighbours, each taking the other’s order', () => {
    given(three)
      .when({ type: 'Swap', step: 'CV', exp1: { id: 'b', order: 1 }, exp2: { id: 'c', order: 2 }, now })
      .then([{ type: 'ExplanationsSwapped', data: { type: 'CV', first: { id: 'b', order: 2 }, second: { id: 'c', order: 1 }, swappedAt: at } }]);
    const swapped = given([...three, { type: 'ExplanationsSwapped', data: { type: 'CV', first: { id: 'b', order: 2 }, second: { id: 'c', order: 1 }, swappedAt: at } }]);
    expect(swapped.state().items).toEqual({ a: { order: 0, uploadId: null }, b: { order: 2, uploadId: null }, c: { order: 1, uploadId: null } });
    // neighbours by place, whatever their ids
    swapped.when({ type: 'Swap', step: 'CV', exp1: { id: 'a', order: 0 }, exp2: { id: 'c', order: 1 }, now }).then([
      { type: 'ExplanationsSwapped', data: { type: 'CV', first: { id: 'a', order: 1 }, second: { id: 'c', order: 0 }, swappedAt: at } },
    ]);
  });

  it('refuses to swap with ExplanationsNotNeighbours two with one between them, or one with itself', () => {
    given(three).when({ type: 'Swap', step: 'CV', exp1: { id: 'a', order: 0 }, exp2: { id: 'c', order: 2 }, now }).thenFails('ExplanationsNotNeighbours');
    given(three).when({ type: 'Swap', step: 'CV', exp1: { id: 'a', order: 0 }, exp2: { id: 'a', order: 0 }, now }).thenFails('ExplanationsNotNeighbours');
    // named later one first: still one between them
    given(three).when({ type: 'Swap', step: 'CV', exp1: { id: 'c', order: 2 }, exp2: { id: 'a', order: 0 }, now }).thenFails('ExplanationsNotNeighbours');
  });

  it('refuses with ExplanationOrderStale a swap named with orders that are no longer theirs, and ExplanationNotFound for one unknown', () => {
    given(three).when({ type: 'Swap', step: 'CV', exp1: { id: 'a', order: 1 }, exp2: { id: 'b', order: 0 }, now }).thenFails('ExplanationOrderStale');
    // either one moved since is enough
    given(three).when({ type: 'Swap', step: 'CV', exp1: { id: 'a', order: 0 }, exp2: { id: 'b', order: 2 }, now }).thenFails('ExplanationOrderStale');
    given(three).when({ type: 'Swap', step: 'CV', exp1: { id: 'a', order: 2 }, exp2: { id: 'b', order: 1 }, now }).thenFails('ExplanationOrderStale');
    given(three).when({ type: 'Swap', step: 'CV', exp1: { id: 'a', order: 0 }, exp2: { id: 'z', order: 1 }, now }).thenFails('ExplanationNotFound');
  });

  it('sets the image of an explanation there, and keeps it through a rewrite', () => {
    const image: ExplanationsEvent = { type: 'ExplanationImageSet', data: { id: 'a', type: 'CV', uploadId: 'u1', setAt: at } };
    given(three).when({ type: 'SetImage', step: 'CV', id: 'a', uploadId: 'u1', now }).then([image]);
    given(three).when({ type: 'SetImage', step: 'CV', id: 'z', uploadId: 'u1', now }).thenFails('ExplanationNotFound');
    expect(given([...three, image, saved('a', 0, 'New title')]).state().items.a).toEqual({ order: 0, uploadId: 'u1' });
  });
});
