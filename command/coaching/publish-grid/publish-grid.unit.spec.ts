import { describe, expect, it } from 'vitest';
import type { PublishGridEvent } from '../../../contracts/coaching/publish-grid/events';
import { publishGridMessages as m } from '../../../contracts/coaching/publish-grid/messages';
import { publicationMessages } from '../../../contracts/coaching/publication/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { gridDecider, type PlaceCell } from './publish-grid';

const now = new Date('2026-11-23T09:00:00.000Z');
const at = now.toISOString();
const earlier = '2026-11-20T09:00:00.000Z';
const runAt = new Date('2026-11-24T08:00:00.000Z');

describe('the publish grid', () => {
  const given = DeciderSpecification.for(gridDecider);
  const placed = (cellId: string, userId: string, cycleId: string, part: number): PublishGridEvent => ({
    type: 'PublishCellPlaced',
    data: { cellId, userId, cycleId, part, publishTime: '08:00', runAt: runAt.toISOString(), placedAt: earlier },
  });
  const removed = (cellId: string, userId: string, time = earlier): PublishGridEvent => ({ type: 'PublishCellRemoved', data: { cellId, userId, removedAt: time } });
  const place = (extra: Partial<PlaceCell> = {}): PlaceCell => ({
    type: 'PlaceCell', newCellId: 'cell-new', userId: 'client-1', part: 2, publishTime: '10:00', runAt, openCycleId: 'cy1', partsSent: new Set([1]), now, ...extra,
  });
  const placedNow: PublishGridEvent = { type: 'PublishCellPlaced', data: { cellId: 'cell-new', userId: 'client-1', cycleId: 'cy1', part: 2, publishTime: '10:00', runAt: runAt.toISOString(), placedAt: at } };

  it("places a part of the client's open cycle that is not out yet", () => {
    given([]).when(place({ openCycleId: null })).thenFails('PublishRuleBroken', publicationMessages.NoOpenCycle);
    given([]).when(place({ part: 1 })).thenFails('PublishRuleBroken', publicationMessages.PartSentAlready);
    given([]).when(place()).then([placedNow]);
  });

  it('places a part once per cycle: the same part of another cycle, or another part, leaves it free', () => {
    given([placed('c1', 'client-1', 'cy1', 2)]).when(place()).thenFails('PublishRuleBroken', m.PartTaken);
    given([placed('c1', 'client-1', 'cy0', 2), placed('c2', 'client-1', 'cy1', 3)]).when(place()).then([placedNow]);
    given([placed('c1', 'client-1', 'cy1', 2), removed('c1', 'client-1')]).when(place()).then([placedNow]);
  });

  it('moves a cell of the same client to another time: the cell goes, a new one takes its part', () => {
    given([placed('c1', 'client-1', 'cy1', 2)]).when(place({ movedCellId: 'c1' })).then([removed('c1', 'client-1', at), placedNow]);
    given([placed('c1', 'client-2', 'cy1', 2)]).when(place({ movedCellId: 'c1' })).thenFails('PublishItemNotFound', m.CellNotFound);
    given([]).when(place({ movedCellId: 'c1' })).thenFails('PublishItemNotFound', m.CellNotFound);
    // the moved cell does not take the part from itself, another does
    given([placed('c1', 'client-1', 'cy1', 2), placed('c2', 'client-1', 'cy1', 3)]).when(place({ movedCellId: 'c2' })).thenFails('PublishRuleBroken', m.PartTaken);
  });

  it('removes a cell that is there, for the client it was placed for', () => {
    const remove = { type: 'RemoveCell' as const, cellId: 'c1', now };
    given([]).when(remove).thenFails('PublishItemNotFound', m.CellNotFound);
    given([placed('c1', 'client-2', 'cy1', 2)]).when(remove).then([removed('c1', 'client-2', at)]);
    given([placed('c1', 'client-2', 'cy1', 2), removed('c1', 'client-2')]).when(remove).thenFails('PublishItemNotFound', m.CellNotFound);
  });

  it('updates only the globals that change: publishing on, newsletters off, at first', () => {
    const update = (change: { publishOn?: boolean; sendNewslettersOn?: boolean }) => ({ type: 'UpdateGlobals' as const, now, ...change });
    given([]).when(update({ publishOn: true, sendNewslettersOn: false })).thenNothingHappens();
    given([]).when(update({})).thenNothingHappens();
    given([]).when(update({ publishOn: false, sendNewslettersOn: false })).then([{ type: 'PublishGlobalsUpdated', data: { publishOn: false, updatedAt: at } }]);
    given([]).when(update({ publishOn: true, sendNewslettersOn: true })).then([{ type: 'PublishGlobalsUpdated', data: { sendNewslettersOn: true, updatedAt: at } }]);
    // an update of one keeps the other
    const newsOn: PublishGridEvent = { type: 'PublishGlobalsUpdated', data: { sendNewslettersOn: true, updatedAt: earlier } };
    const publishOff: PublishGridEvent = { type: 'PublishGlobalsUpdated', data: { publishOn: false, updatedAt: earlier } };
    given([newsOn]).when(update({ publishOn: true, sendNewslettersOn: true })).thenNothingHappens();
    given([publishOff]).when(update({ publishOn: false, sendNewslettersOn: false })).thenNothingHappens();
    given([newsOn, publishOff]).when(update({ publishOn: true, sendNewslettersOn: false })).then([{ type: 'PublishGlobalsUpdated', data: { publishOn: true, sendNewslettersOn: false, updatedAt: at } }]);
  });

  it('keeps the test addresses in lower case, each once, for the tests a publication sends', () => {
    given([]).when({ type: 'SetTestAddresses', emailsToSendTest: ['QA@x.test', 'qa@x.test', 'b@x.test'], now }).then([
      { type: 'PublishTestAddressesSet', data: { emailsToSendTest: ['qa@x.test', 'b@x.test'], setAt: at } },
    ]);
    const set: PublishGridEvent = { type: 'PublishTestAddressesSet', data: { emailsToSendTest: ['qa@x.test'], setAt: earlier } };
    expect(given([set]).state().emailsToSendTest).toEqual(['qa@x.test']);
  });
});
