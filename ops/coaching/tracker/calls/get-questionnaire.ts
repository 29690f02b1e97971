import { leadsOf, questionnaireOf } from '../../../../query/coaching/tracker/get-questionnaire';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getQuestionnaire(deps: ApiDeps, _input: CallIn<'getQuestionnaire'>, ctx: CallContext): Answer<'getQuestionnaire'> {
  const userId = subject(ctx);
  const [questionnaire, leads] = await Promise.all([questionnaireOf(deps.db, userId), leadsOf(deps.db, userId)]);
  return { questionnaire, leads };
}
