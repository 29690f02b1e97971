import { getTagWords } from '../../../../query/marketplace/places/get-places-data';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getTagsData(deps: ApiDeps, _input: CallIn<'getTagsData'>, _ctx: CallContext): Answer<'getTagsData'> {
  return { tags: await getTagWords(deps.db), updated: deps.clock().toISOString() };
}
