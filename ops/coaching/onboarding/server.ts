import { onboardingFeature } from '../../../contracts/coaching/onboarding/feature';
import { personalJourneyProjection } from '../../../projections/coaching/journey/personal-journey.projection';
import { onboardingProjection } from '../../../projections/coaching/onboarding/onboarding.projection';
import { documentsProjection } from '../../../projections/coaching/documents/documents.projection';
import { defineServerFeature } from '../../server/feature';
import { cancelMeeting } from './calls/cancel-meeting';
import { checkOnboardingData } from './calls/check-onboarding-data';
import { fetchMeetingSlots } from './calls/fetch-meeting-slots';
import { getOnboarding } from './calls/get-onboarding';
import { closeMeetingSlot, getMeetingSlots, openMeetingSlots } from './calls/meeting-slots';
import { scheduleMeeting } from './calls/schedule-meeting';
import { uploadPublishCVFile } from './calls/upload-publish-cv-file';
import { eraseCvFiles } from './erase-cv-files';
import { mailMeeting } from './reactions/mail-meeting';
import { removeExpiredCvFiles } from './tasks/remove-expired-cv-files';

const onboarding = [onboardingProjection];
// the journey shows the checked details
const withJourney = [onboardingProjection, personalJourneyProjection];
// an uploaded file is on the client's list of CVs too
const withCvList = [...withJourney, documentsProjection];

export const onboardingServer = defineServerFeature({
  contract: onboardingFeature,
  projections: onboarding,
  migrations: [],
  reads: {
    checkOnboardingData: withJourney,
    uploadPublishCVFile: withCvList,
    scheduleMeeting: onboarding,
    cancelMeeting: onboarding,
    openMeetingSlots: onboarding,
    closeMeetingSlot: onboarding,
  },
  calls: { getOnboarding, checkOnboardingData, uploadPublishCVFile, fetchMeetingSlots, scheduleMeeting, cancelMeeting, getMeetingSlots, openMeetingSlots, closeMeetingSlot },
  reactions: [mailMeeting],
  // replaced CV files kept for mailed links leave storage when the links expire
  tasks: [removeExpiredCvFiles],
  csv: {},
  eraseAccount: eraseCvFiles,
});
