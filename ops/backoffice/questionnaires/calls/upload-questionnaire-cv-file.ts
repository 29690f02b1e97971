import { actOnQuestionnaire } from '../../../../command/backoffice/questionnaires/questionnaire-commands';
import { questionnaireMessages } from '../../../../contracts/backoffice/questionnaires/messages';
import { isDomainError } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { questionnaireAnswer } from '../answers';

// The file is saved, then recorded; it is removed again if the record is refused.
export async function uploadQuestionnaireCVFile(deps: ApiDeps, input: CallIn<'uploadQuestionnaireCVFile'>, ctx: CallContext): Answer<'uploadQuestionnaireCVFile'> {
  const saved = await deps.uploads.save(input.cv, { ownerId: null, now: deps.clock() });
  const recorded = await actOnQuestionnaire(deps, { type: 'AttachCv', questionnaireId: input.questionnaireId, fileId: saved.id, name: saved.name }, ctx.command);
  if (isDomainError(recorded)) await deps.uploads.remove(saved.id);
  return replyTo(recorded, async () => ({ questionnaire: await questionnaireAnswer(deps, input.questionnaireId), ...said(questionnaireMessages, 'QuestionnaireCvAttached') }));
}
