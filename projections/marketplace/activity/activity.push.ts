import type { Position } from '../../../contracts/core/position';
import { liveRooms } from '../../../contracts/live';
import type { ActivityFlags, ActivityView } from '../../../contracts/marketplace/activity/activity';
import { matchId } from '../../../contracts/marketplace/activity/ids';
import { silentOutbox, type Db, type LiveOutbox } from '../../core/projection';

// One message per user per batch: the lists named by every event of the batch, the dots as the
// batch left them.
const pending = new WeakMap<LiveOutbox, Map<string, Set<ActivityView>>>();

export function announceActivity(live: LiveOutbox, userId: string, views: readonly ActivityView[], flags: ActivityFlags, position: Position): void {
  if (live === silentOutbox) return;
  let byUser = pending.get(live);
  if (!byUser) pending.set(live, (byUser = new Map()));
  const all = byUser.get(userId) ?? new Set<ActivityView>();
  for (const view of views) all.add(view);
  byUser.set(userId, all);
  live.publish(liveRooms.user(userId), 'activity.changed', { userId, views: [...all], flags, position }, userId);
}

type Pair = { job_id: string; seeker_id: string; recruiter_id: string };
type Person = { id: string; first_name: string; last_name: string; email: string; phone: string | null };
type JobFacts = { id: string; title: string; company: string; phone: string | null };
// what the match dialogs show of the people and jobs of some matches, read once for all of them
export type MatchDetails = { people: Map<string, Person>; jobs: Map<string, JobFacts> };

export async function loadMatchDetails(db: Db, pairs: readonly Pair[]): Promise<MatchDetails> {
  const userIds = [...new Set(pairs.flatMap((p) => [p.seeker_id, p.recruiter_id]))];
  const jobIds = [...new Set(pairs.map((p) => p.job_id))];
  const [people, jobs] = await Promise.all([
    userIds.length ? db.selectFrom('user_account').select(['id', 'first_name', 'last_name', 'email', 'phone']).where('id', 'in', userIds).execute() : [],
    jobIds.length ? db.selectFrom('job').select(['id', 'title', 'company', 'phone']).where('id', 'in', jobIds).execute() : [],
  ]);
  return { people: new Map(people.map((p) => [p.id, p])), jobs: new Map(jobs.map((j) => [j.id, j])) };
}

// Both people hear of the match at once, each with what the match dialog shows of the other: the
// name, and the email and phone a match uncovers.
export function publishMatch(live: LiveOutbox, details: MatchDetails, pair: Pair, matchedAt: string, position: Position): void {
  const job = details.jobs.get(pair.job_id);
  const person = (id: string, phone?: string | null) => {
    const p = details.people.get(id);
    return { userId: id, name: p ? `${p.first_name} ${p.last_name}`.trim() : null, email: p?.email ?? null, phone: phone ?? p?.phone ?? null };
  };
  const base = {
    matchId: matchId(pair.job_id, pair.seeker_id),
    jobId: pair.job_id,
    seekerId: pair.seeker_id,
    recruiterId: pair.recruiter_id,
    matchedAt: new Date(matchedAt).toISOString(),
    jobTitle: job?.title ?? null,
    company: job?.company ?? null,
    position,
  };
  // the job's own phone is the one the recruiter gives out for it
  live.publish(liveRooms.user(pair.seeker_id), 'match.made', { ...base, other: person(pair.recruiter_id, job?.phone) });
  live.publish(liveRooms.user(pair.recruiter_id), 'match.made', { ...base, other: person(pair.seeker_id) });
}

export async function announceMatch(db: Db, live: LiveOutbox, pair: Pair, matchedAt: string, position: Position): Promise<void> {
  publishMatch(live, await loadMatchDetails(db, [pair]), pair, matchedAt, position);
}
