import { CallFailure } from '../../../../contracts/core/errors';
import { questionnaireIdOf } from '../../../../contracts/coaching/tracker/ids';
import { trackerMessages as m } from '../../../../contracts/coaching/tracker/messages';
import { actOnQuestionnaire } from '../../../../command/coaching/tracker/act-on-tracker';
import { questionnaireOf } from '../../../../query/coaching/tracker/get-questionnaire';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function setQuestionnaireFieldAndComments(deps: ApiDeps, input: CallIn<'setQuestionnaireFieldAndComments'>, ctx: CallContext): Answer<'setQuestionnaireFieldAndComments'> {
  const userId = subject(ctx);
  if (input.questionnaireId !== questionnaireIdOf(userId)) throw new CallFailure('TrackerNotFound', m.TrackerQuestionnaireNotFound);
  const done = await actOnQuestionnaire(deps, { type: 'SetField', userId, questionnaireId: input.questionnaireId, fieldName: input.fieldName, value: input.value, comment: input.comment }, ctx.command);
  return replyTo(done, async () => {
    const questionnaire = await questionnaireOf(deps.db, userId);
    if (!questionnaire) throw new CallFailure('TrackerNotFound', m.TrackerQuestionnaireNotFound);
    return { questionnaire };
  });
}
