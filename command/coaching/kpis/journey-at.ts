import type { EventStore } from '../../../contracts/core/event-store';
import { journeyStreamId } from '../../../contracts/coaching/journey/ids';
import { kpiFigures, type KpiSums } from '../../../contracts/coaching/kpis/kpi-figures';
import { eventTime, foldKpis, kpiEventTypes, type KpiEvent, type KpiState } from '../../../contracts/coaching/kpis/kpi-state';
import { kpiStreamsOf, type JourneyAt } from '../../../contracts/coaching/kpis/past';
import { publicationStreamId } from '../../../contracts/coaching/publication/ids';
import { pastOf, readStreamsAt, type AsOf, type HistoryAt, type Past, type StreamsAt } from '../../core/history';
import { journeyDecider } from '../journey/decide-journey';
import type { JourneyState } from '../journey/journey';
import { publicationDecider, type Publication } from '../publication/publication';

const asOfOut = (asOf: AsOf | null) => asOf && { position: asOf.position, version: asOf.version, at: asOf.recordedAt.toISOString() };
const kpiTypes: ReadonlySet<string> = new Set(kpiEventTypes);

// The client's events the KPI fold takes, in log order, up to the moment (all the read holds),
// decoded once with the journey's and the publication's folds.
function kpiEventsOf(streams: StreamsAt): KpiEvent[] {
  const events = [...streams.events.values()].flat().filter((e) => kpiTypes.has(e.type));
  const ordered = events.map((e) => ({ at: BigInt(e.position), e })).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return ordered.map(({ e }) => streams.decoded(e)).filter((e): e is NonNullable<typeof e> => e !== null);
}

// What an answer about a moment is made of: the journey and its publication as their deciders'
// folds left them, the KPI state, and the time of the last event the KPI fold took.
export type JourneyFolds = { journey: Past<JourneyState>; publication: Past<Publication>; kpis: KpiState; lastKpiTime: string | null };

// A journey as it was at a moment, read-only: the journey and its publication folded with their
// deciders' own folders, and the KPIs folded with the projection's own KPI fold over the same
// events. The client's streams are read once, up to the moment, and each event is decoded once.
// The benchmarks are today's sums (read meanwhile): all clients' past is not folded here.
export async function journeyAt(store: EventStore, userId: string, at: HistoryAt, sums: KpiSums | Promise<KpiSums>): Promise<JourneyAt> {
  const [streams, benchmarks] = await Promise.all([readStreamsAt(store, kpiStreamsOf(userId), at), sums]);
  const kpiEvents = kpiEventsOf(streams);
  const last = kpiEvents.at(-1);
  const folds: JourneyFolds = {
    journey: pastOf(streams, journeyStreamId(userId), journeyDecider),
    publication: pastOf(streams, publicationStreamId(userId), publicationDecider),
    kpis: foldKpis(userId, kpiEvents),
    lastKpiTime: last ? eventTime(last) : null,
  };
  return journeyAnswer(folds, at, benchmarks);
}

// The answer, as the call gives it.
export function journeyAnswer({ journey, publication, kpis: state, lastKpiTime }: JourneyFolds, at: HistoryAt, sums: KpiSums): JourneyAt {
  // a time is the moment itself; a log position reads as the time of the last event up to it
  const moment = at instanceof Date ? at : new Date(lastKpiTime ?? 0);
  const j = journey.state;
  const p = publication.state;
  return {
    at: moment.toISOString(),
    journey: journey.asOf && {
      startedAt: j.startedAt,
      currentStep: j.currentStep,
      status: j.status,
      plan: j.plan,
      manager: j.manager,
      journeyLink: j.journeyLink,
      data: j.data,
      admin: j.admin,
      comments: Object.values(j.comments).filter((c) => !c.deleted).length,
      safetyNetActive: j.safetyNetActive,
      safetyNetExpireDate: j.safetyNetExpireDate,
      subscriptionEndDate: j.subscriptionEndDate,
    },
    journeyAsOf: asOfOut(journey.asOf),
    publication: publication.asOf && {
      status: p.status,
      isPublish: p.isPublish,
      autoPutOnPublishList: p.autoPutOnPublishList,
      cycles: p.cycles.map((c) => ({ cycle: c.cycle, open: c.open, partsSent: [...c.sent].sort((a, b) => a - b) })),
    },
    publicationAsOf: asOfOut(publication.asOf),
    interviews: Object.entries(state.interviews)
      .map(([_id, i]) => ({ _id, company: i.company, type: i.type, isApproach: i.isApproach, date: i.date, status: i.status }))
      .sort((a, b) => b.date.localeCompare(a.date)),
    kpis: kpiFigures(state, sums, moment),
  };
}
