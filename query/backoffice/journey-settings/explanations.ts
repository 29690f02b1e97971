import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { stepExplanationDefaults, type Explanation, type StepExplanation } from '../../../contracts/backoffice/journey-settings/explanations';
import { journeySteps, type JourneyStepKey } from '../../../contracts/coaching/journey/lists';

type Db = Kysely<Database>;
const nameOf = (first: string | null, last: string | null): string | null => (first === null ? null : `${first} ${last ?? ''}`.trim());

// One step's explanations in their order; link: a kept image's signed address.
export async function getExplanations(db: Db, type: string, link: (uploadId: string) => string): Promise<Explanation[]> {
  const rows = await db.selectFrom('explanation').selectAll().where('type', '=', type).orderBy('order_index').orderBy('id').execute();
  return rows.map((r) => ({
    _id: r.id,
    type: r.type,
    title: r.title,
    textBeforeImage: r.text_before_image,
    textAfterImage: r.text_after_image,
    imageUrl: r.upload_id ? link(r.upload_id) : null,
    order: r.order_index,
  }));
}

// The text explaining each step: as someone rewrote it, else its default.
export async function stepExplanationTexts(db: Db): Promise<Record<JourneyStepKey, string>> {
  const rows = await db.selectFrom('step_explanation').select(['name', 'value']).execute();
  const changed = new Map(rows.map((r) => [r.name, r.value]));
  return Object.fromEntries(journeySteps.map((step) => [step, changed.get(step) ?? stepExplanationDefaults[step]])) as Record<JourneyStepKey, string>;
}

// The step texts for the settings screen: each with its default and its last change.
export async function getStepExplanations(db: Db): Promise<StepExplanation[]> {
  const rows = await db
    .selectFrom('step_explanation as s')
    .leftJoin('user_account as a', 'a.id', 's.changed_by')
    .select(['s.name', 's.value', 's.changed_by', 's.changed_at', 'a.first_name', 'a.last_name'])
    .execute();
  const byName = new Map(rows.map((r) => [r.name, r]));
  return journeySteps.map((name) => {
    const row = byName.get(name);
    return {
      name,
      value: row?.value ?? stepExplanationDefaults[name],
      default: stepExplanationDefaults[name],
      changedBy: row?.changed_by ? { id: row.changed_by, name: nameOf(row.first_name, row.last_name) } : null,
      changedAt: row ? new Date(row.changed_at).toISOString() : null,
    };
  });
}
