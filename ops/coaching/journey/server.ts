import { journeyFeature } from '../../../contracts/coaching/journey/feature';
import { personalJourneyProjection } from '../../../projections/coaching/journey/personal-journey.projection';
import { defineServerFeature } from '../../server/feature';
import { addCommentToPesonalJourney } from './calls/add-comment-to-pesonal-journey';
import { changePersonalJourneyManager } from './calls/change-personal-journey-manager';
import { changePersonalJourneyPlan } from './calls/change-personal-journey-plan';
import { changePersonalJourneyStatus } from './calls/change-personal-journey-status';
import { editDeleteCommentToPesonalJourney } from './calls/edit-delete-comment-to-pesonal-journey';
import { endSubscription } from './calls/end-subscription';
import { finishPersonalJourneyStep } from './calls/finish-personal-journey-step';
import { getJourneyBrand } from './calls/get-journey-brand';
import { getJourneyClients } from './calls/get-journey-clients';
import { getPersonalJourneyData } from './calls/get-personal-journey-data';
import { getPersonalJourneyHistory } from './calls/get-personal-journey-history';
import { updatePersonalJourneyData } from './calls/update-personal-journey-data';
import { updatePersonalJourneyDataAdmin } from './calls/update-personal-journey-data-admin';
import { updatePersonalJourneyLink } from './calls/update-personal-journey-link';
import { updateSafetyNet } from './calls/update-safety-net';

const journey = [personalJourneyProjection];

export const journeyServer = defineServerFeature({
  contract: journeyFeature,
  projections: journey,
  migrations: [],
  reads: {
    updatePersonalJourneyData: journey,
    updatePersonalJourneyDataAdmin: journey,
    finishPersonalJourneyStep: journey,
    changePersonalJourneyManager: journey,
    changePersonalJourneyStatus: journey,
    changePersonalJourneyPlan: journey,
    updatePersonalJourneyLink: journey,
    addCommentToPesonalJourney: journey,
    editDeleteCommentToPesonalJourney: journey,
    updateSafetyNet: journey,
    endSubscription: journey,
  },
  calls: {
    getJourneyBrand,
    getPersonalJourneyData,
    updatePersonalJourneyData,
    updatePersonalJourneyDataAdmin,
    finishPersonalJourneyStep,
    changePersonalJourneyManager,
    changePersonalJourneyStatus,
    changePersonalJourneyPlan,
    updatePersonalJourneyLink,
    addCommentToPesonalJourney,
    editDeleteCommentToPesonalJourney,
    updateSafetyNet,
    endSubscription,
    getJourneyClients,
    getPersonalJourneyHistory,
  },
});
