import type { Position } from '../../../contracts/core/position';
import { liveRooms } from '../../../contracts/live';
import type { ActivityFlags, ActivityView } from '../../../contracts/marketplace/applications/activity';
import { matchId } from '../../../contracts/marketplace/applications/ids';
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

// Both people hear of the match at once, each with what the match dialog shows of the other: the
// name, and the email and phone a match uncovers.
export async function announceMatch(db: Db, live: LiveOutbox, pair: Pair, matchedAt: string, position: Position): Promise<void> {
  const [people, job] = await Promise.all([
    db.selectFrom('user_account').select(['id', 'first_name', 'last_name', 'email', 'phone']).where('id', 'in', [pair.seeker_id, pair.recruiter_id]).execute(),
    db.selectFrom('job').select(['title', 'company', 'phone']).where('id', '=', pair.job_id).executeTakeFirst(),
  ]);
  const person = (id: string, phone?: string | null) => {
    const p = people.find((x) => x.id === id);
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
