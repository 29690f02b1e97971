import { sql, type Kysely } from 'kysely';
import { attentionOf, type AttentionFlag } from '../../../contracts/coaching/kpis/attention';
import type { AttentionClient } from '../../../contracts/coaching/kpis/calls';
import { kpiFigures, type KpiResponse, type KpiSums } from '../../../contracts/coaching/kpis/kpi-figures';
import { initialKpiState, type KpiState } from '../../../contracts/coaching/kpis/kpi-state';
import type { Database } from '../../../contracts/database';

// The benchmark sums over all clients: a few hundred small rows, read whole.
export async function getKpiSums(db: Kysely<Database>): Promise<KpiSums> {
  const rows = await db.selectFrom('kpi_sum').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.value)]));
}

export async function getKpiState(db: Kysely<Database>, userId: string): Promise<KpiState> {
  const row = await db.selectFrom('kpi_client').select('state').where('user_id', '=', userId).executeTakeFirst();
  return row?.state ?? initialKpiState(userId);
}

// One client's KPIs now: the client's row and the sums, two reads by key.
export async function getKpis(db: Kysely<Database>, userId: string, now: Date): Promise<KpiResponse> {
  const [state, sums] = await Promise.all([getKpiState(db, userId), getKpiSums(db)]);
  return kpiFigures(state, sums, now);
}

// The journey clients with their flags as of now, those with `flag` if asked, most recently
// published first; the flags are computed from the row's dates, so the filter runs here.
export async function getClientsNeedingAttention(db: Kysely<Database>, input: { flag?: AttentionFlag | undefined; search: string; page: number; pageSize: number }, now: Date): Promise<{ list: AttentionClient[]; total: number }> {
  const like = `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('kpi_client as k')
    .innerJoin('user_account as a', 'a.id', 'k.user_id')
    .select(['k.user_id', 'a.email', 'a.first_name', 'a.last_name', 'k.status', 'k.plan', 'k.current_step', 'k.cycles', 'k.open_cycle_first_part', 'k.last_publish_at'])
    .select(['k.frozen_since', 'k.safety_net_active', 'k.safety_net_expire_date', 'k.publish_status', 'k.billing_anchor', 'k.subscription_end_date', 'k.meeting_scheduled'])
    .$if(input.search !== '', (q) => q.where(sql<boolean>`(a.first_name || ' ' || a.last_name) ilike ${like} or a.email ilike ${like}`))
    .orderBy(sql`k.last_publish_at desc nulls last`)
    .orderBy('k.user_id')
    .execute();
  const all = rows.map((r): AttentionClient => {
    const { flags, nextPay, daysToNextPay } = attentionOf(
      {
        status: r.status,
        plan: r.plan,
        currentStep: r.current_step,
        cycles: r.cycles,
        openCycleFirstPart: r.open_cycle_first_part,
        lastPublishAt: r.last_publish_at,
        frozenSince: r.frozen_since,
        safetyNetActive: r.safety_net_active,
        safetyNetExpireDate: r.safety_net_expire_date,
        publishStatus: r.publish_status,
        billingAnchor: r.billing_anchor,
        subscriptionEndDate: r.subscription_end_date,
        meetingScheduled: r.meeting_scheduled,
      },
      now,
    );
    const name = `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim();
    return { _id: r.user_id, name, email: r.email, status: r.status, plan: r.plan, cycles: r.cycles, lastPublishDate: r.last_publish_at, nextPay, daysToNextPay, flags };
  });
  const picked = input.flag ? all.filter((c) => c.flags.includes(input.flag!)) : all;
  return { list: picked.slice(input.page * input.pageSize, (input.page + 1) * input.pageSize), total: picked.length };
}
