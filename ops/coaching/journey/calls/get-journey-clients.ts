import { getJourneyClients as clientsOf } from '../../../../query/coaching/journey/get-journey-clients';
import type { Answer, ApiDeps, CallIn } from '../../../server/feature';

export async function getJourneyClients(deps: ApiDeps, input: CallIn<'getJourneyClients'>): Answer<'getJourneyClients'> {
  return { list: await clientsOf(deps.db, input.search) };
}
