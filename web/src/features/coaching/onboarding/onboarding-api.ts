import { onboardingCalls } from '@contracts/coaching/onboarding/calls';
import type { CallOutput } from '@contracts/core/call';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import type { AppDispatch, RootState } from '../../../app/store';
import { answers, follow, providedBy } from '../journey/client-changes';
import { onboardingChanged } from '../journey/journey-changes';
import { forPickedClient } from '../journey/picked-client';
import { meetingSlotsView, onboardingView } from './onboarding-changes';

const calls = callEndpoints(onboardingCalls);
const ONBOARDING = 'Onboarding';
const SLOTS = 'MeetingSlots';
// each step's answer patches the onboarding, the journey (its parts, the checked details) and, for
// an uploaded file, the client's list of CVs, as its live message does on the other side
const told = (call: keyof typeof onboardingCalls) => answers(onboardingChanged, call);
// a booking moves staff's own list of slots, a screen apart: read again if shown, else dropped
const booked = (call: 'scheduleMeeting' | 'cancelMeeting') => ({ ...told(call), invalidatesTags: [SLOTS] as (typeof SLOTS)[] });

type StaffSlots = CallOutput<typeof onboardingCalls.getMeetingSlots>;
type SlotsLifecycle = { dispatch: AppDispatch; getState: () => unknown; queryFulfilled: Promise<{ data: StaffSlots }> };

// Opening and closing slots answer staff's slots as getMeetingSlots reads them.
async function writeStaffSlots(_arg: unknown, { dispatch, getState, queryFulfilled }: SlotsLifecycle): Promise<void> {
  const answered = await queryFulfilled.catch(() => null);
  if (!answered) return;
  for (const arg of onboardingApi.util.selectCachedArgsForQuery(getState() as RootState, 'getMeetingSlots')) {
    dispatch(onboardingApi.util.updateQueryData('getMeetingSlots', arg, () => answered.data));
  }
}

export const onboardingApi = api.enhanceEndpoints({ addTagTypes: [ONBOARDING, SLOTS] }).injectEndpoints({
  endpoints: (build) => ({
    // each onboarding step, the client's or staff's, patches it
    getOnboarding: calls.query(build, 'getOnboarding', { providesTags: providedBy(onboardingView), onCacheEntryAdded: follow(onboardingView, [onboardingChanged]) }),
    checkOnboardingData: calls.mutation(build, 'checkOnboardingData', told('checkOnboardingData')),
    // multipart: the form travels as it is, checked by the server
    uploadPublishCVFile: build.mutation<CallOutput<typeof onboardingCalls.uploadPublishCVFile>, FormData>({
      query: (form) => ({ name: 'uploadPublishCVFile', definition: async () => onboardingCalls.uploadPublishCVFile, body: form }),
      ...told('uploadPublishCVFile'),
    }),
    fetchMeetingSlots: calls.query(build, 'fetchMeetingSlots', { providesTags: providedBy(meetingSlotsView), keepUnusedDataFor: 0, onCacheEntryAdded: follow(meetingSlotsView, [onboardingChanged]) }),
    scheduleMeeting: calls.mutation(build, 'scheduleMeeting', booked('scheduleMeeting')),
    cancelMeeting: calls.mutation(build, 'cancelMeeting', booked('cancelMeeting')),
    getMeetingSlots: calls.query(build, 'getMeetingSlots', { providesTags: [SLOTS] }),
    openMeetingSlots: calls.mutation(build, 'openMeetingSlots', { onQueryStarted: writeStaffSlots }),
    closeMeetingSlot: calls.mutation(build, 'closeMeetingSlot', { onQueryStarted: writeStaffSlots }),
  }),
});

export const useGetOnboardingQuery = forPickedClient(onboardingApi.useGetOnboardingQuery);
export const useFetchMeetingSlotsQuery = forPickedClient(onboardingApi.useFetchMeetingSlotsQuery);
