import { getLocations as readLocations } from '../../../../query/marketplace/places/get-places-data';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getLocations(deps: ApiDeps, _input: CallIn<'getLocations'>, _ctx: CallContext): Answer<'getLocations'> {
  return readLocations(deps.db);
}
