import { getCalendar } from '../../../../query/backoffice/marketing/get-calendar';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getMCalendar(deps: ApiDeps, input: CallIn<'getMCalendar'>, _ctx: CallContext): Answer<'getMCalendar'> {
  return getCalendar(deps.db, input);
}
