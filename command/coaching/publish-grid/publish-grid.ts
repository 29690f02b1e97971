import { domainError, type DomainError } from '../../../contracts/core/errors';
import { publishGridEvents, type PublishGridEvent } from '../../../contracts/coaching/publish-grid/events';
import { publishGridMessages as m } from '../../../contracts/coaching/publish-grid/messages';
import { publicationMessages } from '../../../contracts/coaching/publication/messages';
import type { Decider } from '../../core/decider';

export type GridCell = { cellId: string; userId: string; cycleId: string; part: number; publishTime: string };

// The publish schedule (publish-grid): the cells on it, the globals, the test addresses.
export type Grid = { cells: ReadonlyMap<string, GridCell>; publishOn: boolean; sendNewslettersOn: boolean; emailsToSendTest: readonly string[] };
export const emptyGrid: Grid = { cells: new Map(), publishOn: true, sendNewslettersOn: false, emailsToSendTest: [] };

export function evolveGrid(state: Grid, event: PublishGridEvent): Grid {
  switch (event.type) {
    case 'PublishCellPlaced': {
      const { cellId, userId, cycleId, part, publishTime } = event.data;
      return { ...state, cells: new Map(state.cells).set(cellId, { cellId, userId, cycleId, part, publishTime }) };
    }
    case 'PublishCellRemoved': {
      const cells = new Map(state.cells);
      cells.delete(event.data.cellId);
      return { ...state, cells };
    }
    case 'PublishGlobalsUpdated':
      return { ...state, publishOn: event.data.publishOn ?? state.publishOn, sendNewslettersOn: event.data.sendNewslettersOn ?? state.sendNewslettersOn };
    case 'PublishTestAddressesSet':
      return { ...state, emailsToSendTest: event.data.emailsToSendTest };
    default:
      return state;
  }
}

// A client's part placed at a time: what the client's publication says arrives as facts.
export type PlaceCell = {
  type: 'PlaceCell';
  newCellId: string;
  // a cell moved to another time: it goes, a new one takes its part
  movedCellId?: string;
  userId: string;
  part: number;
  publishTime: string;
  runAt: Date;
  openCycleId: string | null;
  partsSent: ReadonlySet<number>;
  now: Date;
};
export type RemoveCell = { type: 'RemoveCell'; cellId: string; now: Date };
export type UpdateGlobals = { type: 'UpdateGlobals'; publishOn?: boolean; sendNewslettersOn?: boolean; now: Date };
export type SetTestAddresses = { type: 'SetTestAddresses'; emailsToSendTest: readonly string[]; now: Date };
export type GridCommand = PlaceCell | RemoveCell | UpdateGlobals | SetTestAddresses;

export function decideGrid(command: GridCommand, state: Grid): PublishGridEvent[] | DomainError {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'PlaceCell': {
      const { userId, part, publishTime, openCycleId } = command;
      if (!openCycleId) return domainError('PublishRuleBroken', publicationMessages.NoOpenCycle);
      if (command.partsSent.has(part)) return domainError('PublishRuleBroken', publicationMessages.PartSentAlready);
      const moved = command.movedCellId === undefined ? undefined : state.cells.get(command.movedCellId);
      if (command.movedCellId !== undefined && (!moved || moved.userId !== userId)) return domainError('PublishItemNotFound', m.CellNotFound);
      const taken = [...state.cells.values()].some((c) => c.cycleId === openCycleId && c.part === part && c.cellId !== command.movedCellId);
      if (taken) return domainError('PublishRuleBroken', m.PartTaken);
      const placed: PublishGridEvent = { type: 'PublishCellPlaced', data: { cellId: command.newCellId, userId, cycleId: openCycleId, part, publishTime, runAt: command.runAt.toISOString(), placedAt: at } };
      return moved ? [{ type: 'PublishCellRemoved', data: { cellId: moved.cellId, userId, removedAt: at } }, placed] : [placed];
    }
    case 'RemoveCell': {
      const cell = state.cells.get(command.cellId);
      if (!cell) return domainError('PublishItemNotFound', m.CellNotFound);
      return [{ type: 'PublishCellRemoved', data: { cellId: cell.cellId, userId: cell.userId, removedAt: at } }];
    }
    case 'UpdateGlobals': {
      const change = {
        ...(command.publishOn !== undefined && command.publishOn !== state.publishOn ? { publishOn: command.publishOn } : {}),
        ...(command.sendNewslettersOn !== undefined && command.sendNewslettersOn !== state.sendNewslettersOn ? { sendNewslettersOn: command.sendNewslettersOn } : {}),
      };
      return Object.keys(change).length ? [{ type: 'PublishGlobalsUpdated', data: { ...change, updatedAt: at } }] : [];
    }
    case 'SetTestAddresses': {
      const emails = [...new Set(command.emailsToSendTest.map((e) => e.toLowerCase()))];
      return [{ type: 'PublishTestAddressesSet', data: { emailsToSendTest: emails, setAt: at } }];
    }
  }
}

export const gridDecider: Decider<Grid, GridCommand, PublishGridEvent> = {
  events: publishGridEvents,
  initialState: emptyGrid,
  evolve: evolveGrid,
  decide: decideGrid,
};
