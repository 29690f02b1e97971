import { getJourneySettings as readSettings } from '../../../../query/backoffice/journey-settings/journey-lists';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getJourneySettings(deps: ApiDeps, _input: CallIn<'getJourneySettings'>, _ctx: CallContext): Answer<'getJourneySettings'> {
  return readSettings(deps.db, (await deps.settings()).brandName);
}
