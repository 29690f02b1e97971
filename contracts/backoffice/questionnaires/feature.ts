import { defineFeature, tableTypes } from '../../core/feature';
import { questionnairesAccess } from './access';
import { questionnaireCalls } from './calls';
import { questionnaireErrors } from './errors';
import { questionnaireEvents } from './events';
import { NOTIFY_LIST_STREAM_PREFIX, QUESTIONNAIRE_STREAM_PREFIX } from './ids';
import { questionnaireMessages } from './messages';
import type { QuestionnairesTables } from './tables';

// Intake questionnaires (/questionnaires, and the public form at /questionnaire): what people
// interested in the service answered, their status, contact, meeting and CV, with the staff mailed
// when one arrives.
export const questionnairesFeature = defineFeature({
  name: 'backoffice/questionnaires',
  calls: questionnaireCalls,
  access: questionnairesAccess,
  events: questionnaireEvents,
  live: {},
  errors: questionnaireErrors,
  messages: questionnaireMessages,
  streams: [QUESTIONNAIRE_STREAM_PREFIX, NOTIFY_LIST_STREAM_PREFIX],
  tables: tableTypes<QuestionnairesTables>(),
});
