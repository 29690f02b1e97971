import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyAnswer, journeyAt } from '../../../command/coaching/kpis/journey-at';
import { journeyDecider } from '../../../command/coaching/journey/decide-journey';
import { publicationDecider } from '../../../command/coaching/publication/publication';
import { foldOnto, type Folder } from '../../../command/core/folded-streams';
import type { HistoryAt, Past } from '../../../command/core/history';
import { journeyStreamId } from '../../../contracts/coaching/journey/ids';
import { eventTime, evolveKpis, initialKpiState, kpiEventTypes } from '../../../contracts/coaching/kpis/kpi-state';
import { kpiStreamsOf, type JourneyAt } from '../../../contracts/coaching/kpis/past';
import { publicationStreamId } from '../../../contracts/coaching/publication/ids';
import { recordedUpTo, type NewEvent, type RecordedEvent } from '../../../contracts/core/event-store';
import { comparePositions } from '../../../contracts/core/position';
import { decode } from '../../../contracts/events';
import { getKpiSums } from '../../../query/coaching/kpis/get-kpis';
import type { TestApp } from '../../support/test-app';
import type { World } from '../publishing-world';
import { kpisCaughtUp, startKpiScenario } from './kpis-scenario';

// The journey as of a moment (read up to it, each event decoded once, the KPIs folded in one pass)
// against a fresh fold: every stream read whole, cut where the moment ends, and folded event by
// event as the deciders and the KPI projection fold them.
let s: { t: TestApp; w: World };
beforeAll(async () => {
  s = await startKpiScenario();
}, 60_000);
afterAll(() => s?.t.stop());

const kpiTypes: ReadonlySet<string> = new Set(kpiEventTypes);

async function freshFold(userId: string, at: HistoryAt): Promise<JourneyAt> {
  const streams = await s.t.app.store.readStreams(kpiStreamsOf(userId));
  const within = recordedUpTo(at);
  const past = <S, E>(streamId: string, folder: Folder<S, E>): Past<S> => {
    const events = streams.get(streamId) ?? [];
    const cut = events.findIndex((e) => !within(e));
    const before = cut < 0 ? events : events.slice(0, cut);
    const last = before.at(-1);
    const { state } = foldOnto(streamId, { state: folder.initialState, version: -1 }, before, folder);
    return { streamId, state, asOf: last ? { position: last.position, version: last.streamPosition, recordedAt: last.recordedAt } : null };
  };
  const kpiEvents = [...streams.values()]
    .flat()
    .filter((e) => kpiTypes.has(e.type) && within(e))
    .sort((a, b) => comparePositions(a.position, b.position))
    .map((e) => decode(e)!);
  const last = kpiEvents.at(-1);
  const folds = {
    journey: past(journeyStreamId(userId), journeyDecider),
    publication: past(publicationStreamId(userId), publicationDecider),
    kpis: kpiEvents.reduce(evolveKpis, initialKpiState(userId)),
    lastKpiTime: last ? eventTime(last) : null,
  };
  return journeyAnswer(folds, at, await getKpiSums(s.t.engine.db));
}

// Every event's position and the position just before it; each distinct recorded time, a time
// between two of them, and a time before the first.
function momentsOf(events: readonly RecordedEvent[]): { positions: string[]; times: Date[]; between: Date[] } {
  const ordered = [...events].sort((a, b) => comparePositions(a.position, b.position));
  const positions = ordered.flatMap((e) => [e.position, String(BigInt(e.position) - 1n)]);
  const ms = [...new Set(events.map((e) => e.recordedAt.getTime()))].sort((a, b) => a - b);
  const between = ms.slice(1).flatMap((time, i) => (time - ms[i]! >= 2 ? [new Date(Math.floor((time + ms[i]!) / 2))] : []));
  return { positions, times: [new Date(ms[0]! - 1), ...ms.map((time) => new Date(time))], between };
}

const eventsOf = async (userId: string) => [...(await s.t.app.store.readStreams(kpiStreamsOf(userId))).values()].flat();

async function expectSameAtEach(userId: string, moments: readonly HistoryAt[]): Promise<void> {
  const sums = await getKpiSums(s.t.engine.db);
  for (const at of moments) expect(await journeyAt(s.t.app.store, userId, at, sums), String(at instanceof Date ? at.toISOString() : at)).toEqual(await freshFold(userId, at));
}

describe('the journey as of a moment', () => {
  it('equals a fresh fold at every log position, between two positions, at each recorded time and between two', async () => {
    const events = await eventsOf(s.w.client.userId);
    // the journey, the publication, the interviews and the offers
    expect(new Set(events.map((e) => e.streamId)).size).toBeGreaterThanOrEqual(4);
    const { positions, times, between } = momentsOf(events);
    expect(between.length).toBeGreaterThan(0);
    await expectSameAtEach(s.w.client.userId, [...positions, ...times, ...between]);
    // and the folds were not empty: nothing before the first event, then the journey, its
    // publication and interviews
    expect((await journeyAt(s.t.app.store, s.w.client.userId, positions[1]!, {})).journey).toBeNull();
    const latest = await journeyAt(s.t.app.store, s.w.client.userId, new Date(), {});
    expect(latest).toMatchObject({ journey: { status: 'published' }, publication: { cycles: [{ cycle: 1 }, { cycle: 2 }] } });
    expect(latest.interviews.length).toBeGreaterThan(0);
  });

  it('answers the call with the same past, read beside the entries and the sums', async () => {
    const events = await eventsOf(s.w.client.userId);
    const { positions, between } = momentsOf(events);
    for (const at of [positions[Math.floor(positions.length / 2)]!, between[Math.floor(between.length / 2)]!]) {
      const res = await s.t.call<{ past: JourneyAt }>('getPersonalJourneyHistory', { objectId: s.w.client.userId, at: at instanceof Date ? at.toISOString() : at }, s.w.admin.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.past).toEqual(JSON.parse(JSON.stringify(await freshFold(s.w.client.userId, at))));
    }
  });

  it('equals a fresh fold on a long journey: the client active on many days, staff acting for them, personal fields sealed', async () => {
    const userId = `long-${s.w.client.userId}`;
    const day = (n: number) => new Date(Date.UTC(2026, 0, 4) + n * 7_200_000).toISOString();
    const events: NewEvent[] = Array.from({ length: 600 }, (_, i) => {
      const own = { actor: userId, correlationId: `r${Math.floor(i / 2)}` };
      const staff = { actor: s.w.csm.userId, onBehalfOf: userId, correlationId: `s${i}` };
      if (i % 4 === 0) return { type: 'JourneyStatusChanged', data: { userId, status: ['signed', 'published', 'freezed'][i % 3]!, changedAt: day(i) }, metadata: staff };
      if (i % 4 === 1) return { type: 'JourneyPlanChanged', data: { userId, plan: i % 8 === 1 ? 'standard pro' : 'standard executive', changedAt: day(i) }, metadata: staff };
      return { type: 'JourneyDataUpdated', data: { userId, fields: { phone: `050-000${i}`, seniorityLevel: 'Senior' }, updatedAt: day(i) }, metadata: own };
    });
    for (let i = 0; i < events.length; i += 100) await s.t.app.store.append(journeyStreamId(userId), events.slice(i, i + 100));
    // the sums both sides are handed include these status changes once the KPI projection has them
    await kpisCaughtUp(s.t);
    const recorded = await eventsOf(userId);
    const { positions, times } = momentsOf(recorded);
    const picked = [positions[1]!, positions[301]!, positions[600]!, positions[1199]!, ...times];
    await expectSameAtEach(userId, picked);
    const latest = await journeyAt(s.t.app.store, userId, new Date(), {});
    // the sealed phone reads as saved, and the client's own requests made many days' engagement
    expect(latest.journey?.data.phone).toBe('050-000599');
    expect(latest.kpis.talentEngagements).toHaveLength(50);
    expect(latest.kpis.talentEngagements.reduce((sum, day) => sum + day.score, 0)).toBe(150);
  });
});
