import { freeMeetingSlots } from '../../../../query/backoffice/questionnaires/get-questionnaires';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getCalendars(deps: ApiDeps, _input: CallIn<'getCalendars'>, _ctx: CallContext): Answer<'getCalendars'> {
  return { calendars: await freeMeetingSlots(deps.db, deps.clock()) };
}
