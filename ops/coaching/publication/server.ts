import { publicationFeature } from '../../../contracts/coaching/publication/feature';
import { personalJourneyProjection } from '../../../projections/coaching/journey/personal-journey.projection';
import { publicationProjection } from '../../../projections/coaching/publication/publication.projection';
import { defineServerFeature } from '../../server/feature';
import { approvePublish } from './calls/approve-publish';
import { changeAutoPutOnPublishList } from './calls/change-auto-put-on-publish-list';
import { declinePublish } from './calls/decline-publish';
import { newPersonalJourneyPublish } from './calls/new-personal-journey-publish';
import { pausePublish } from './calls/pause-publish';
import { sendPersonalJourneyTest } from './calls/send-personal-journey-test';
import { simulatePublish } from './calls/simulate-publish';
import { startPersonalJourneyPublish } from './calls/start-personal-journey-publish';
import { updatePersonalJourneyPublish } from './calls/update-personal-journey-publish';
import { mailPublishTest } from './reactions/mail-publish-test';
import { schedulePublishPart } from './reactions/schedule-publish-part';
import { publishPartTask } from './tasks/publish-part';

const own = [publicationProjection];
// Back to test also moves the journey's step, which the journey page reads next
const ownAndJourney = [publicationProjection, personalJourneyProjection];

export const publicationServer = defineServerFeature({
  contract: publicationFeature,
  projections: own,
  migrations: [],
  reads: {
    sendPersonalJourneyTest: own, startPersonalJourneyPublish: own, approvePublish: own, declinePublish: own, pausePublish: own, newPersonalJourneyPublish: ownAndJourney,
    updatePersonalJourneyPublish: own, changeAutoPutOnPublishList: own, simulatePublish: [],
  },
  calls: {
    sendPersonalJourneyTest, startPersonalJourneyPublish, approvePublish, declinePublish, pausePublish, newPersonalJourneyPublish, updatePersonalJourneyPublish,
    changeAutoPutOnPublishList, simulatePublish,
  },
  reactions: [mailPublishTest, schedulePublishPart],
  tasks: [publishPartTask],
});
