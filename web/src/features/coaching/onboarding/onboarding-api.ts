import { onboardingCalls } from '@contracts/coaching/onboarding/calls';
import type { CallOutput } from '@contracts/core/call';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { follow, providedBy } from '../journey/client-changes';
import { onboardingChanged } from '../journey/journey-changes';
import { meetingSlotsView, onboardingView } from './onboarding-changes';

const calls = callEndpoints(onboardingCalls);
const ONBOARDING = 'Onboarding';
const SLOTS = 'MeetingSlots';
// the journey reads the onboarding's parts (completed) and the checked details
const changes = { invalidatesTags: [ONBOARDING, SLOTS, 'Journey'] } as const;
// an uploaded file is on the client's list of CVs too
const uploaded = { invalidatesTags: [ONBOARDING, 'Journey', 'Publishing'] } as const;

export const onboardingApi = api.enhanceEndpoints({ addTagTypes: [ONBOARDING, SLOTS, 'Journey', 'Publishing'] }).injectEndpoints({
  endpoints: (build) => ({
    // each onboarding step, the client's or staff's, patches it
    getOnboarding: calls.query(build, 'getOnboarding', { providesTags: providedBy(onboardingView), onCacheEntryAdded: follow(onboardingView, [onboardingChanged]) }),
    checkOnboardingData: calls.mutation(build, 'checkOnboardingData', changes),
    // multipart: the form travels as it is, checked by the server
    uploadPublishCVFile: build.mutation<CallOutput<typeof onboardingCalls.uploadPublishCVFile>, FormData>({
      query: (form) => ({ name: 'uploadPublishCVFile', definition: async () => onboardingCalls.uploadPublishCVFile, body: form }),
      ...uploaded,
    }),
    fetchMeetingSlots: calls.query(build, 'fetchMeetingSlots', { providesTags: providedBy(meetingSlotsView), keepUnusedDataFor: 0, onCacheEntryAdded: follow(meetingSlotsView, [onboardingChanged]) }),
    scheduleMeeting: calls.mutation(build, 'scheduleMeeting', changes),
    cancelMeeting: calls.mutation(build, 'cancelMeeting', changes),
    getMeetingSlots: calls.query(build, 'getMeetingSlots', { providesTags: [SLOTS] }),
    openMeetingSlots: calls.mutation(build, 'openMeetingSlots', { invalidatesTags: [SLOTS] }),
    closeMeetingSlot: calls.mutation(build, 'closeMeetingSlot', { invalidatesTags: [SLOTS] }),
  }),
});
