import { journeySettingsFeature } from '../../../contracts/backoffice/journey-settings/feature';
import { explanationProjection } from '../../../projections/backoffice/journey-settings/explanation.projection';
import { journeySettingListProjection } from '../../../projections/backoffice/journey-settings/journey-setting-list.projection';
import { defineServerFeature } from '../../server/feature';
import { getExplanations } from './calls/get-explanations';
import { getJourneySettings } from './calls/get-journey-settings';
import { getNewsletterWhatsApp } from './calls/get-newsletter-whats-app';
import { getPersonalJourneysExplenations } from './calls/get-personal-journeys-explenations';
import { getQuestionairesStatuses } from './calls/get-questionaires-statuses';
import { saveExplanation } from './calls/save-explanation';
import { switchExplanationOrder } from './calls/switch-explanation-order';
import { uploadExplanationImage } from './calls/upload-explanation-image';
import { updatePersonalJourneysExplenations } from './calls/update-personal-journeys-explenations';
import { updateNewsLetterEmails } from './calls/update-news-letter-emails';
import { updatePersonalJourneyPlans } from './calls/update-personal-journey-plans';
import { updatePersonalJourneyStatuses } from './calls/update-personal-journey-statuses';
import { updateQuestionnaireStatuses } from './calls/update-questionnaire-statuses';
import { updateSceduledMeetingStatuses } from './calls/update-sceduled-meeting-statuses';
import { updateSummaryTypes } from './calls/update-summary-types';

const own = [journeySettingListProjection];
const texts = [explanationProjection];

export const journeySettingsServer = defineServerFeature({
  contract: journeySettingsFeature,
  projections: [...own, ...texts],
  migrations: [],
  reads: {
    updatePersonalJourneyStatuses: own,
    updateSceduledMeetingStatuses: own,
    updatePersonalJourneyPlans: own,
    updateQuestionnaireStatuses: own,
    updateSummaryTypes: own,
    updateNewsLetterEmails: own,
    saveExplanation: texts,
    switchExplanationOrder: texts,
    uploadExplanationImage: texts,
    updatePersonalJourneysExplenations: texts,
  },
  calls: { getJourneySettings, updatePersonalJourneyStatuses, updateSceduledMeetingStatuses, updatePersonalJourneyPlans, updateQuestionnaireStatuses, updateSummaryTypes, updateNewsLetterEmails,
    getExplanations, saveExplanation, switchExplanationOrder, uploadExplanationImage, getPersonalJourneysExplenations, updatePersonalJourneysExplenations,
    getNewsletterWhatsApp, getQuestionairesStatuses },
});
