import { journeyAt } from '../../../../command/coaching/kpis/journey-at';
import { historyAtOf } from '../../../../command/marketplace/job-history/job-at';
import { getJourneyHistory } from '../../../../query/coaching/journey/get-journey-history';
import { getKpiSums } from '../../../../query/coaching/kpis/get-kpis';
import type { Answer, ApiDeps, CallIn } from '../../../server/feature';

// The entries, and with `at` the journey, its publication, interviews and KPIs as they were then.
export async function getPersonalJourneyHistory(deps: ApiDeps, input: CallIn<'getPersonalJourneyHistory'>): Answer<'getPersonalJourneyHistory'> {
  const entries = getJourneyHistory(deps.db, input.objectId, input.page, input.pageSize);
  if (input.at === undefined) return entries;
  // the entries, the client's streams and the sums are read side by side
  const [list, past] = await Promise.all([entries, journeyAt(deps.store, input.objectId, historyAtOf(input.at), getKpiSums(deps.db))]);
  return { ...list, past };
}
