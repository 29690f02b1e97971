import { scheduleQuestionnaireMeeting } from '../../../../command/backoffice/questionnaires/questionnaire-commands';
import { questionnaireMessages } from '../../../../contracts/backoffice/questionnaires/messages';
import { said } from '../../../../contracts/core/messages';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { questionnaireAnswer } from '../answers';

export async function scheduleMeetingQuestionnaire(deps: ApiDeps, input: CallIn<'scheduleMeetingQuestionnaire'>, ctx: CallContext): Answer<'scheduleMeetingQuestionnaire'> {
  const booked = await scheduleQuestionnaireMeeting(deps, input, ctx.command);
  return replyTo(booked, async () => ({ questionnaire: await questionnaireAnswer(deps, input.questionnaireId), ...said(questionnaireMessages, 'QuestionnaireMeetingBooked') }));
}
