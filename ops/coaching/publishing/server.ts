import { publishingFeature } from '../../../contracts/coaching/publishing/feature';
import { personalJourneyProjection } from '../../../projections/coaching/journey/personal-journey.projection';
import { publishingProjection } from '../../../projections/coaching/publishing/publishing.projection';
import { defineServerFeature } from '../../server/feature';
import { addEditCoverLetter } from './calls/add-edit-cover-letter';
import { addResume } from './calls/add-resume';
import { approvePublish } from './calls/approve-publish';
import { changeAutoPutOnPublishList } from './calls/change-auto-put-on-publish-list';
import { convertGoogleDocsToDocx, convertGoogleDocsToPdf } from './calls/convert-google-docs';
import { declinePublish } from './calls/decline-publish';
import { getCoverLetterChanges } from './calls/get-cover-letter-changes';
import { getJourneyPublishing } from './calls/get-journey-publishing';
import { handleSaveData } from './calls/handle-save-data';
import { newPersonalJourneyPublish } from './calls/new-personal-journey-publish';
import { pausePublish } from './calls/pause-publish';
import { sendPersonalJourneyTest } from './calls/send-personal-journey-test';
import { simulatePublish } from './calls/simulate-publish';
import { startPersonalJourneyPublish } from './calls/start-personal-journey-publish';
import { updatePersonalJourneyPublish } from './calls/update-personal-journey-publish';
import { updateResume } from './calls/update-resume';
import { mailPublishTest } from './reactions/mail-publish-test';
import { schedulePublishPart } from './reactions/schedule-publish-part';
import { publishPartTask } from './tasks/publish-part';

const own = [publishingProjection];
// Back to test also moves the journey's step, which the journey page reads next
const ownAndJourney = [publishingProjection, personalJourneyProjection];

export const publishingServer = defineServerFeature({
  contract: publishingFeature,
  projections: own,
  migrations: [],
  reads: {
    addResume: own, updateResume: own, addEditCoverLetter: own, handleSaveData: own,
    sendPersonalJourneyTest: own, startPersonalJourneyPublish: own, approvePublish: own, declinePublish: own, pausePublish: own, newPersonalJourneyPublish: ownAndJourney,
    updatePersonalJourneyPublish: own, changeAutoPutOnPublishList: own, simulatePublish: [],
  },
  calls: {
    getJourneyPublishing, addResume, updateResume, convertGoogleDocsToDocx, convertGoogleDocsToPdf, addEditCoverLetter, handleSaveData, getCoverLetterChanges,
    sendPersonalJourneyTest, startPersonalJourneyPublish, approvePublish, declinePublish, pausePublish, newPersonalJourneyPublish, updatePersonalJourneyPublish,
    changeAutoPutOnPublishList, simulatePublish,
  },
  reactions: [mailPublishTest, schedulePublishPart],
  tasks: [publishPartTask],
});
