import { offersFeature } from '../../../contracts/coaching/offers/feature';
import { personalJourneyProjection } from '../../../projections/coaching/journey/personal-journey.projection';
import { offersProjection } from '../../../projections/coaching/offers/offers.projection';
import { defineServerFeature } from '../../server/feature';
import { addTalentJob } from './calls/add-talent-job';
import { createEditTalentOffer } from './calls/create-edit-talent-offer';
import { createEditTalentProject } from './calls/create-edit-talent-project';
import { editDeleteTalentJob } from './calls/edit-delete-talent-job';
import { getLastTalentJob } from './calls/get-last-talent-job';
import { getTalentJobsAndOffers } from './calls/get-talent-jobs-and-offers';
import { getTalentProjects } from './calls/get-talent-projects';
import { talentSignedOffer } from './calls/talent-signed-offer';

const offers = [offersProjection];

export const offersServer = defineServerFeature({
  contract: offersFeature,
  projections: offers,
  migrations: [],
  reads: {
    addTalentJob: offers,
    editDeleteTalentJob: offers,
    createEditTalentOffer: offers,
    // the answer's signedDate is the journey's
    talentSignedOffer: [offersProjection, personalJourneyProjection],
    createEditTalentProject: offers,
  },
  calls: { getTalentJobsAndOffers, addTalentJob, editDeleteTalentJob, getLastTalentJob, createEditTalentOffer, talentSignedOffer, getTalentProjects, createEditTalentProject },
});
