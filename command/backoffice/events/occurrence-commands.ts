import { randomBytes } from 'node:crypto';
import { domainError, isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { EventStore, NewEvent } from '../../../contracts/core/event-store';
import { encode } from '../../../contracts/events';
import type { EventEvent } from '../../../contracts/backoffice/events/events';
import { eventOccurrenceStreamId } from '../../../contracts/backoffice/events/ids';
import { findOccurrence, type OccurrenceRef } from '../../../contracts/backoffice/events/webinar';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { confirmedByAppend, keepAppended, unconfirmedBesides } from '../../core/folded-streams';
import { ConcurrencyExhaustedError, expectedAfter, loadStream, withConflictRetries, type Handled } from '../../core/handle-command';
import { occurrenceDecider, type OccurrenceCommand } from './decide-occurrence';
import type { OccurrenceState } from './occurrence';

type Request = OccurrenceCommand extends infer C ? (C extends OccurrenceCommand ? Omit<C, 'now' | 'occurrenceId' | 'eventUrl' | 'startsAt'> : never) : never;
export type Acted = Handled<OccurrenceState, EventEvent> & { occurrence: OccurrenceRef };
type Deps = Pick<CommandDeps, 'store' | 'clock' | 'product'>;
type Outcome = Acted | DomainError;
type Waiting = { request: Request; ctx: CommandContext; done(outcome: Outcome): void; failed(error: unknown): void };

// The occurrence an id names, or why there is none.
export function occurrenceOf(product: string, occurrenceId: string): OccurrenceRef | DomainError {
  const found = findOccurrence(product, occurrenceId);
  return typeof found === 'string' ? domainError(found) : found;
}

// The last places of a popular occurrence are raced for by many at once. Optimistic appends alone
// would let one in a hundred win each round; instead, the commands on one occurrence that arrive
// while its previous decision is being appended wait, and are then decided together, in arrival
// order, on the one state, and appended at once with the expected version (each event with its own
// request's metadata). Another process appending meanwhile is a version conflict: the batch is
// decided again on the fresh state. The stream stays the consistency boundary of its places.
const queues = new WeakMap<EventStore, Map<string, Waiting[]>>();

async function decideTogether(deps: Deps, occurrence: OccurrenceRef, batch: readonly Waiting[]): Promise<Outcome[]> {
  const streamId = eventOccurrenceStreamId(occurrence.occurrenceId);
  const on = { occurrenceId: occurrence.occurrenceId, eventUrl: occurrence.webinar.eventUrl, startsAt: occurrence.start.toUTC().toISO()! };
  for (let round = 1; ; round++) {
    try {
      return await withConflictRetries(streamId, async () => {
        const loaded = await loadStream(deps.store, streamId, occurrenceDecider);
        let state = loaded.state;
        const decided: ({ events: EventEvent[]; state: OccurrenceState } | DomainError)[] = [];
        const encoded: NewEvent[] = [];
        const now = deps.clock();
        for (const { request, ctx } of batch) {
          const result = occurrenceDecider.decide({ ...request, ...on, now } as OccurrenceCommand, state);
          if (isDomainError(result)) {
            decided.push(result);
            continue;
          }
          state = result.reduce(occurrenceDecider.evolve, state);
          decided.push({ events: result, state });
          encoded.push(...result.map((event) => encode(event, metadataOf(ctx))));
        }
        let position: Acted['position'] = null;
        if (encoded.length) {
          // one stream: no other kept state for the append to check
          if (unconfirmedBesides([loaded]).length) throw new Error('an occurrence decision relied on another stream');
          const appended = await deps.store.append(streamId, encoded, { expectedVersion: expectedAfter(loaded.version) });
          confirmedByAppend();
          keepAppended(loaded, encoded, appended.nextExpectedVersion);
          position = appended.position;
        }
        return decided.map((d): Outcome => (isDomainError(d) ? d : { ...d, position: d.events.length ? position : null, types: d.events.map((e) => e.type), occurrence }));
      });
    } catch (error) {
      if (!(error instanceof ConcurrencyExhaustedError) || round >= 3) throw error;
    }
  }
}

async function drain(deps: Deps, occurrence: OccurrenceRef, queue: Waiting[], all: Map<string, Waiting[]>): Promise<void> {
  while (queue.length) {
    const batch = queue.splice(0);
    try {
      const outcomes = await decideTogether(deps, occurrence, batch);
      batch.forEach((waiting, i) => waiting.done(outcomes[i]!));
    } catch (error) {
      batch.forEach((waiting) => waiting.failed(error));
    }
  }
  all.delete(occurrence.occurrenceId);
}

// A registration, a cancellation, an edit, a check-in or a promotion, decided on the occurrence's stream.
export async function actOnOccurrence(deps: Deps, occurrenceId: string, request: Request, ctx: CommandContext): Promise<Outcome> {
  const occurrence = occurrenceOf(deps.product, occurrenceId);
  if (isDomainError(occurrence)) return occurrence;
  let all = queues.get(deps.store);
  if (!all) queues.set(deps.store, (all = new Map()));
  const running = all.get(occurrenceId);
  const queue = running ?? [];
  const answer = new Promise<Outcome>((done, failed) => queue.push({ request, ctx, done, failed }));
  if (!running) {
    all.set(occurrenceId, queue);
    void drain(deps, occurrence, queue, all);
  }
  return answer;
}

// A registration's secret: what its link carries beside its id.
export const newRegistrationCode = (): string => randomBytes(12).toString('base64url');
