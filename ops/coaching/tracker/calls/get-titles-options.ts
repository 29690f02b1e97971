import { titleOptions } from '../../../../contracts/coaching/tracker/lists';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getTitlesOptions(_deps: ApiDeps, _input: CallIn<'getTitlesOptions'>, _ctx: CallContext): Answer<'getTitlesOptions'> {
  return { list: titleOptions.map((t) => ({ ...t })) };
}
