import { getClientsNeedingAttention as read } from '../../../../query/coaching/kpis/get-kpis';
import type { Answer, ApiDeps, CallIn } from '../../../server/feature';

export async function getClientsNeedingAttention(deps: ApiDeps, input: CallIn<'getClientsNeedingAttention'>): Answer<'getClientsNeedingAttention'> {
  return read(deps.db, input, deps.clock());
}
