import type { Answer, ApiDeps, CallIn } from '../../../server/feature';

export async function getJourneyBrand(deps: ApiDeps, _input: CallIn<'getJourneyBrand'>): Answer<'getJourneyBrand'> {
  return { product: (await deps.settings()).brandName };
}
