import type { RecordedEvent } from '../../../contracts/core/event-store';
import { applicationStreamId } from '../../../contracts/marketplace/activity/ids';
import { orphanApplicationEvents } from '../../../contracts/marketplace/orphan-applications/events';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { appendDecided, type Loaded } from '../../core/handle-command';
import { foldStream, readAll } from '../../core/load-streams';
import { evolveOrphanApplicant, initialOrphanApplicantState, type OrphanApplicantState, type OrphanDecision } from './decide-orphan';

const orphanFolder = { events: orphanApplicationEvents, initialState: initialOrphanApplicantState, evolve: evolveOrphanApplicant };

// An applicant whose account was deleted reads with an empty email (their key is gone), and so does
// one erased after the retention period (named by OrphanApplicantErased as soon as it is appended,
// before the key goes). What the address sends after that starts afresh under a new applicant id:
// the erased one can record nothing more.
export function foldOrphan(orphanId: string, recorded: readonly RecordedEvent[]): Loaded<OrphanApplicantState> {
  const erased = new Set(
    recorded.filter((e) => (e.type === 'OrphanApplicationSubmitted' && e.data.email === '') || e.type === 'OrphanApplicantErased').map((e) => e.data.applicantId),
  );
  const live = erased.size ? recorded.filter((e) => !erased.has(e.data.applicantId)) : recorded;
  // appended after the whole stream, erased part included
  return { ...foldStream(orphanId, live, orphanFolder), version: recorded.length - 1 };
}

type PairEvent = Extract<OrphanDecision, { type: 'ApplicationSubmitted' | 'ApplicationCarriedOver' }>;
export const isPairEvent = (e: OrphanDecision): e is PairEvent => e.type === 'ApplicationSubmitted' || e.type === 'ApplicationCarriedOver';

// The email's stream and the pair streams its events name, appended all or none.
export async function appendOrphanDecision(deps: CommandDeps, ctx: CommandContext, orphan: Loaded<unknown>, decided: OrphanDecision[]) {
  const pairEvents = decided.filter(isPairEvent);
  const pairIds = pairEvents.map((e) => applicationStreamId(e.data.jobId, e.data.seekerId));
  const read = await readAll(deps.store, pairIds);
  const pairs = pairEvents.map((event, i) => ({ loaded: { streamId: pairIds[i]!, state: null, version: read(pairIds[i]!).length - 1 }, events: [event] }));
  return appendDecided(deps.store, [{ loaded: orphan, events: decided.filter((e) => !isPairEvent(e)) }, ...pairs], metadataOf(ctx));
}
