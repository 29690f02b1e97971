import { questionnairesFeature } from '../../../contracts/backoffice/questionnaires/feature';
import { leadProjection } from '../../../projections/backoffice/leads/lead.projection';
import { questionnaireProjection } from '../../../projections/backoffice/questionnaires/questionnaire.projection';
import { onboardingProjection } from '../../../projections/coaching/onboarding/onboarding.projection';
import { defineServerFeature } from '../../server/feature';
import { createEditQuestionnaire } from './calls/create-edit-questionnaire';
import { getCalendars } from './calls/get-calendars';
import { getLastQuestionaireDate } from './calls/get-last-questionaire-date';
import { getQuestionnairesData } from './calls/get-questionnaires-data';
import { getQuestionnairesStats } from './calls/get-questionnaires-stats';
import { scheduleMeetingQuestionnaire } from './calls/schedule-meeting-questionnaire';
import { sendQuestionnaire } from './calls/send-questionnaire';
import { setQuestionnaireContacted } from './calls/set-questionnaire-contacted';
import { setQuestionnaireField } from './calls/set-questionnaire-field';
import { setQuestionnaireStatus } from './calls/set-questionnaire-status';
import { updatenewQuestionaireNotifyList } from './calls/updatenew-questionaire-notify-list';
import { uploadQuestionnaireCVFile } from './calls/upload-questionnaire-cv-file';
import { mailNewQuestionnaire } from './reactions/mail-new-questionnaire';

const questionnaires = [questionnaireProjection];

export const questionnairesServer = defineServerFeature({
  contract: questionnairesFeature,
  projections: [questionnaireProjection],
  migrations: [],
  reads: {
    createEditQuestionnaire: questionnaires,
    setQuestionnaireContacted: questionnaires,
    setQuestionnaireField: questionnaires,
    setQuestionnaireStatus: questionnaires,
    updatenewQuestionaireNotifyList: questionnaires,
    // the slot leaves the free ones (getCalendars) with the booking
    scheduleMeetingQuestionnaire: [questionnaireProjection, onboardingProjection],
    uploadQuestionnaireCVFile: questionnaires,
    // the lead it brings shows at /leads at once
    sendQuestionnaire: [questionnaireProjection, leadProjection],
  },
  calls: {
    getQuestionnairesData,
    createEditQuestionnaire,
    setQuestionnaireContacted,
    setQuestionnaireField,
    setQuestionnaireStatus,
    getQuestionnairesStats,
    getLastQuestionaireDate,
    updatenewQuestionaireNotifyList,
    getCalendars,
    scheduleMeetingQuestionnaire,
    uploadQuestionnaireCVFile,
    sendQuestionnaire,
  },
  reactions: [mailNewQuestionnaire],
});
