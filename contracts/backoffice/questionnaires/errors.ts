import { defineErrors } from '../../core/feature';

export const questionnaireErrors = defineErrors({
  QuestionnaireNotFound: { status: 404, message: 'No questionnaire has this id: it may have been deleted' },
  QuestionnaireRefused: { status: 400, message: 'The questionnaire cannot be changed so' },
  QuestionnaireSlotUnavailable: { status: 409, message: 'This meeting time is no longer free: choose another' },
});
