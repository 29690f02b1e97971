import { DateTime } from 'luxon';
import { FOLLOW_UP_ZONE } from '../../../../contracts/backoffice/leads/lead';
import { getQuestionnairesStats as stats } from '../../../../query/backoffice/questionnaires/get-questionnaires';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

const WEEKS = 12;

export async function getQuestionnairesStats(deps: ApiDeps, input: CallIn<'getQuestionnairesStats'>, _ctx: CallContext): Answer<'getQuestionnairesStats'> {
  const today = DateTime.fromJSDate(deps.clock(), { zone: FOLLOW_UP_ZONE }).startOf('day');
  const from = input.from ? DateTime.fromISO(input.from, { zone: FOLLOW_UP_ZONE }) : today.minus({ weeks: WEEKS });
  const to = input.to ? DateTime.fromISO(input.to, { zone: FOLLOW_UP_ZONE }).plus({ days: 1 }) : today.plus({ days: 1 });
  return stats(deps.db, from.toJSDate(), to.toJSDate());
}
