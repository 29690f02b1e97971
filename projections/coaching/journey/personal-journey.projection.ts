import { sql } from 'kysely';
import type { JourneyEvent } from '../../../contracts/coaching/journey/events';
import type { DecodedEvent } from '../../../contracts/events';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { RowOf, Stored } from '../../core/row-touch';
import { FROZEN_STATUS } from '../../../contracts/coaching/journey/lists';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('personal_journey')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('title', 'text')
    .addColumn('title_group', 'text')
    .addColumn('title_categories', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('seniority_level', 'text')
    .addColumn('lookingforwork', 'boolean')
    .addColumn('plan', 'text')
    .addColumn('status', 'text')
    .addColumn('cs_manager', 'text')
    .addColumn('current_step', 'integer', (c) => c.notNull())
    .addColumn('services', 'jsonb', (c) => c.notNull())
    .addColumn('begin_service_date', 'text')
    .addColumn('signed_date', 'text')
    .addColumn('cycles_limit', 'integer', (c) => c.notNull())
    .addColumn('cycles_limit_extra', 'integer', (c) => c.notNull())
    .addColumn('safety_net_expire_date', 'text')
    .addColumn('safety_net_active', 'boolean', (c) => c.notNull())
    .addColumn('safety_net_activating_date', 'text')
    .addColumn('is_send_found_job_email', 'boolean', (c) => c.notNull())
    .addColumn('is_add_to_recruiters_list', 'boolean', (c) => c.notNull())
    .addColumn('send_cv_from_date', 'text')
    .addColumn('journey_link', 'text', (c) => c.notNull())
    .addColumn('is_subscription_closed', 'boolean', (c) => c.notNull())
    .addColumn('subscription_end_date', 'text')
    .addColumn('hide_subscription_close_button', 'boolean', (c) => c.notNull())
    .addColumn('freeze_history', 'jsonb', (c) => c.notNull())
    .addColumn('comments', 'jsonb', (c) => c.notNull())
    .addColumn('next_comment', 'integer', (c) => c.notNull())
    .addColumn('questionnaire_comments', 'text', (c) => c.notNull())
    .addColumn('mid_service', 'jsonb')
    .addColumn('is_mid_service_questionnaire', 'boolean', (c) => c.notNull())
    .addColumn('saw_explenations', 'boolean', (c) => c.notNull())
    .addColumn('exclude_list', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('personal_journey_status_idx').ifNotExists().on('personal_journey').columns(['status', 'current_step']).execute();
  await db.schema.createIndex('personal_journey_manager_idx').ifNotExists().on('personal_journey').column('cs_manager').execute();
};

type JourneyRow = RowOf<'personal_journey'>;

export const newJourneyRow = (userId: string, at: string): JourneyRow => ({
  user_id: userId,
  first_name: null,
  last_name: null,
  email: null,
  phone: null,
  title: null,
  title_group: null,
  title_categories: [],
  seniority_level: null,
  lookingforwork: null,
  plan: null,
  status: null,
  cs_manager: null,
  current_step: 0,
  services: [],
  begin_service_date: null,
  signed_date: null,
  cycles_limit: 5,
  cycles_limit_extra: 0,
  safety_net_expire_date: null,
  safety_net_active: false,
  safety_net_activating_date: null,
  is_send_found_job_email: false,
  is_add_to_recruiters_list: false,
  send_cv_from_date: null,
  journey_link: '',
  is_subscription_closed: false,
  subscription_end_date: null,
  hide_subscription_close_button: false,
  freeze_history: [],
  comments: [],
  next_comment: 1,
  questionnaire_comments: '',
  mid_service: null,
  is_mid_service_questionnaire: false,
  saw_explenations: false,
  exclude_list: [],
  created_at: at,
  updated_at: at,
});

const defined = <T extends object>(values: T): Partial<T> => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

// What one journey event makes of the row (a journey's first event opens it).
export function evolveJourneyRow(stored: JourneyRow | null, event: JourneyEvent, at: string): JourneyRow {
  const row = { ...(stored ?? newJourneyRow(event.data.userId, at)), updated_at: at };
  switch (event.type) {
    case 'JourneyDataUpdated': {
      const f = event.data.fields;
      return {
        ...row,
        ...defined({ first_name: f.first_name, last_name: f.last_name, email: f.email, phone: f.phone, title: f.title, title_group: f.titleGroup, title_categories: f.titleCategories }),
        ...defined({ seniority_level: f.seniorityLevel, lookingforwork: f.lookingforwork, exclude_list: f.excludeList, saw_explenations: f.sawExplenations, questionnaire_comments: f.questionnaireComments }),
      };
    }
    case 'JourneyAdminDataUpdated': {
      const f = event.data.fields;
      return {
        ...row,
        ...defined({ cycles_limit: f.cyclesLimit, cycles_limit_extra: f.cyclesLimitExtra, is_send_found_job_email: f.isSendFoundJobEmail, is_add_to_recruiters_list: f.isAddToRecruitersList }),
        ...defined({ send_cv_from_date: f.sendCVFromDate, safety_net_expire_date: f.safetyNetExpireDate, begin_service_date: f.beginServiceDate, is_mid_service_questionnaire: f.isMidServiceQuestionnaire }),
        ...defined({ hide_subscription_close_button: f.hideSubscriptionCloseButton, services: f.services?.map((s) => ({ start: s.start, end: s.end ?? null })) }),
      };
    }
    case 'JourneyStepFinished':
    case 'JourneyStepReturned':
      return { ...row, current_step: event.data.to };
    case 'JourneyManagerChanged':
      return { ...row, cs_manager: event.data.manager };
    case 'JourneyStatusChanged':
      return withStatus(row, event.data.status, event.data.changedAt);
    case 'JourneyPlanChanged':
      return { ...row, plan: event.data.plan };
    case 'JourneyLinkUpdated':
      return { ...row, journey_link: event.data.journeyLink };
    case 'JourneyCommentAdded': {
      const d = event.data;
      return { ...row, next_comment: row.next_comment + 1, comments: [...row.comments, { id: d.commentId, authorId: d.authorId, content: d.content, date: d.addedAt, edited: null }] };
    }
    case 'JourneyCommentEdited':
      return { ...row, comments: row.comments.map((c) => (c.id === event.data.commentId ? { ...c, content: event.data.content, edited: event.data.editedAt } : c)) };
    case 'JourneyCommentDeleted':
      return { ...row, comments: row.comments.filter((c) => c.id !== event.data.commentId) };
    case 'SafetyNetUpdated': {
      const d = event.data;
      return { ...row, safety_net_active: d.safetyNetActive, safety_net_expire_date: d.safetyNetExpireDate, safety_net_activating_date: d.safetyNetActivatingDate ?? row.safety_net_activating_date };
    }
    case 'SubscriptionEndRequested':
      return { ...row, is_subscription_closed: true, subscription_end_date: event.data.effectiveAt };
    case 'MidServiceQuestionnaireAnswered': {
      const a = event.data.answer;
      const answer = { status: a.status ?? null, title: a.title ?? null, company: a.company ?? null, location: a.location ?? null, salary: a.salary ?? null };
      return { ...row, mid_service: { ...answer, salaryCurrency: a.salaryCurrency ?? null, salaryFrequency: a.salaryFrequency ?? null, dateStart: a.dateStart ?? null, description: a.description ?? null } };
    }
  }
}

// 'freezed' opens a freeze, leaving it closes it; 'signed' dates the signature (the first one).
function withStatus(row: JourneyRow, status: string, at: string): JourneyRow {
  const day = at.slice(0, 10);
  const history = [...row.freeze_history];
  const open = history.at(-1)?.end === null;
  if (status === FROZEN_STATUS && !open) history.push({ start: day, end: null });
  if (status !== FROZEN_STATUS && open) history[history.length - 1] = { ...history.at(-1)!, end: day };
  return { ...row, status, freeze_history: history, signed_date: status === 'signed' ? (row.signed_date ?? day) : row.signed_date };
}

const timeOf = (event: DecodedEvent): string => event.recordedAt.toISOString();

const journeyEventTypes = [
  'JourneyDataUpdated',
  'JourneyAdminDataUpdated',
  'JourneyStepFinished',
  'JourneyStepReturned',
  'JourneyManagerChanged',
  'JourneyStatusChanged',
  'JourneyPlanChanged',
  'JourneyLinkUpdated',
  'JourneyCommentAdded',
  'JourneyCommentEdited',
  'JourneyCommentDeleted',
  'SafetyNetUpdated',
  'SubscriptionEndRequested',
  'MidServiceQuestionnaireAnswered',
] as const;

const fold = (event: DecodedEvent) => ({
  change: [(event.data as { userId: string }).userId],
  evolve: (row: Stored<JourneyRow> | null) => evolveJourneyRow(row, event as unknown as JourneyEvent, timeOf(event)),
});

// The details a client checked in onboarding are the journey's from then on.
const checkedData = (event: DecodedEvent) => {
  const { userId, fields: f } = event.data as { userId: string; fields: Partial<Record<'email' | 'phone' | 'first_name' | 'last_name' | 'title', string>> };
  return {
    change: [userId],
    evolve: (row: Stored<JourneyRow> | null) => ({ ...(row ?? newJourneyRow(userId, timeOf(event))), ...defined({ first_name: f.first_name, last_name: f.last_name, email: f.email, phone: f.phone, title: f.title }), updated_at: timeOf(event) }),
  };
};

// The personal journeys: one row per client, as getPersonalJourneyData reads it. Its changes are
// told to the journey's room by the calls that make them, with their answers (journey.changed).
export const personalJourneyProjection = rowProjection({
  name: 'personal_journey',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'personal_journey',
      key: ['user_id'],
      json: ['services', 'freeze_history', 'comments', 'mid_service'],
      on: {
        ...Object.fromEntries(journeyEventTypes.map((type) => [type, fold])),
        OnboardingDataChecked: checkedData,
        AccountDeleted: (event) => ({ remove: [event.data.userId] }),
        // signing an offer (coaching/offers) dates the signature, as the 'signed' status does: the first one
        TalentOfferSigned: ({ data }) => ({ change: [data.userId], evolve: (row) => ({ ...(row ?? newJourneyRow(data.userId, data.signedAt)), signed_date: row?.signed_date ?? data.signedAt.slice(0, 10), updated_at: data.signedAt }) }),
      },
    }),
  ],
});
