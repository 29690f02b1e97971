import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { NO_MANAGER, urgentFlags, type JourneyUser } from '../../../contracts/coaching/journey-users/calls';
import { attentionOf, type AttentionFlag } from '../../../contracts/coaching/kpis/attention';

type Db = Kysely<Database>;
export type JourneyUsersQuery = {
  search: { name: string; email: string };
  filters: { manager?: string | undefined; status?: string | undefined; plan?: string | undefined; seniority?: string | undefined; needAttention?: AttentionFlag | 'any' | undefined };
  page: number;
  pageSize: number;
};

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const urgent: readonly AttentionFlag[] = urgentFlags;

// The brand's journey users as the list shows them, newest first: searched and filtered in SQL, the
// need-attention flags computed as of now from the KPI read model's dates (as the attention list
// does), then filtered on and paged.
export async function getPersonalJourneys(db: Db, q: JourneyUsersQuery, now: Date): Promise<{ users: JourneyUser[]; total: number }> {
  const { search, filters } = q;
  const rows = await db
    .selectFrom('user_account as a')
    .leftJoin('personal_journey as j', 'j.user_id', 'a.id')
    .leftJoin('kpi_client as k', 'k.user_id', 'a.id')
    .leftJoin('user_account as m', 'm.id', 'j.cs_manager')
    .select(['a.id', 'a.email', 'a.first_name', 'a.last_name', 'a.phone', 'a.card_color', 'a.is_active_jh_user', 'a.created_at'])
    .select([
      sql<string | null>`coalesce(j.title, a.title)`.as('title'),
      sql<string | null>`coalesce(j.seniority_level, a.seniority_level)`.as('seniority'),
      'j.status',
      'j.plan',
      'j.cs_manager',
      'j.current_step',
      'm.first_name as manager_first',
      'm.last_name as manager_last',
    ])
    .select(['k.cycles', 'k.open_cycle_first_part', 'k.last_publish_at', 'k.frozen_since', 'k.safety_net_active', 'k.safety_net_expire_date', 'k.publish_status', 'k.billing_anchor', 'k.subscription_end_date', 'k.meeting_scheduled'])
    .where('a.is_jh_user', '=', true)
    .$if(search.name !== '', (s) => s.where(sql<boolean>`((a.first_name || ' ' || a.last_name) ilike ${likeOf(search.name)} or coalesce(j.title, a.title, '') ilike ${likeOf(search.name)})`))
    .$if(search.email !== '', (s) => s.where('a.email', 'ilike', likeOf(search.email)))
    .$if(filters.manager !== undefined, (s) => (filters.manager === NO_MANAGER ? s.where('j.cs_manager', 'is', null) : s.where('j.cs_manager', '=', filters.manager!)))
    .$if(filters.status !== undefined, (s) => s.where('j.status', '=', filters.status!))
    .$if(filters.plan !== undefined, (s) => s.where('j.plan', '=', filters.plan!))
    .$if(filters.seniority !== undefined, (s) => s.where(sql<string>`coalesce(j.seniority_level, a.seniority_level)`, '=', filters.seniority!))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id')
    .execute();
  const users = rows.map((r): JourneyUser => {
    const { flags } = attentionOf(
      {
        status: r.status,
        plan: r.plan,
        currentStep: r.current_step ?? 0,
        cycles: r.cycles ?? 0,
        openCycleFirstPart: r.open_cycle_first_part,
        lastPublishAt: r.last_publish_at,
        frozenSince: r.frozen_since,
        safetyNetActive: r.safety_net_active ?? false,
        safetyNetExpireDate: r.safety_net_expire_date,
        publishStatus: r.publish_status ?? 'none',
        billingAnchor: r.billing_anchor,
        subscriptionEndDate: r.subscription_end_date,
        meetingScheduled: r.meeting_scheduled ?? false,
      },
      now,
    );
    return {
      _id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      title: r.title,
      email: r.email,
      phone: r.phone,
      isActiveJHUser: r.is_active_jh_user,
      status: r.status,
      plan: r.plan,
      csManager: r.cs_manager ? { _id: r.cs_manager, name: `${r.manager_first ?? ''} ${r.manager_last ?? ''}`.trim() } : null,
      seniorityLevel: r.seniority,
      currentStep: r.current_step ?? 0,
      cycles: r.cycles ?? 0,
      lastPublishDate: r.last_publish_at,
      flags,
      card_color: r.card_color,
    };
  });
  const wanted = filters.needAttention;
  const picked = wanted === undefined ? users : users.filter((u) => (wanted === 'any' ? u.flags.some((f) => urgent.includes(f)) : u.flags.includes(wanted)));
  return { users: picked.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize), total: picked.length };
}
