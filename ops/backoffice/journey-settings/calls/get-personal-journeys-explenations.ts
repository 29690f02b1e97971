import { getStepExplanations } from '../../../../query/backoffice/journey-settings/explanations';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getPersonalJourneysExplenations(deps: ApiDeps, _input: CallIn<'getPersonalJourneysExplenations'>, _ctx: CallContext): Answer<'getPersonalJourneysExplenations'> {
  return { explenations: await getStepExplanations(deps.db) };
}
