import { journeySettingsCalls } from '@contracts/backoffice/journey-settings/calls';
import { publishGridCalls } from '@contracts/coaching/publish-grid/calls';
import type { ExplanationType } from '@contracts/backoffice/journey-settings/explanations';
import type { CallOutput } from '@contracts/core/call';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import type { AppDispatch } from '../../../app/store';

const calls = callEndpoints(journeySettingsCalls);
const grid = callEndpoints(publishGridCalls);
const SETTINGS = 'JourneySettings';

type Saved = CallOutput<typeof journeySettingsCalls.updatePersonalJourneyStatuses>;
type Explanations = CallOutput<typeof journeySettingsCalls.getExplanations>;
type StepTexts = CallOutput<typeof journeySettingsCalls.getPersonalJourneysExplenations>;
type SaveLifecycle = { dispatch: AppDispatch; queryFulfilled: Promise<{ data: Saved }> };

// A list's save answers every list as it now is: the screen's read takes them as they came.
async function writeLists(_arg: unknown, { dispatch, queryFulfilled }: SaveLifecycle): Promise<void> {
  const answered = await queryFulfilled.catch(() => null);
  if (!answered) return;
  dispatch(journeySettingsApi.util.upsertQueryData('getJourneySettings', {}, { lists: answered.data.lists }));
}

// A change to a step's explanations answers all of that step's: its list takes them as they came.
const putExplanations = (dispatch: AppDispatch, type: ExplanationType, data: Explanations) =>
  dispatch(journeySettingsApi.util.upsertQueryData('getExplanations', { type }, { explanations: data.explanations }));

async function writeStepTexts(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: AppDispatch; queryFulfilled: Promise<{ data: StepTexts }> }): Promise<void> {
  const answered = await queryFulfilled.catch(() => null);
  if (answered) dispatch(journeySettingsApi.util.upsertQueryData('getPersonalJourneysExplenations', {}, { explenations: answered.data.explenations }));
}

export const journeySettingsApi = api.enhanceEndpoints({ addTagTypes: [SETTINGS, 'PublishGrid'] }).injectEndpoints({
  endpoints: (build) => ({
    getJourneySettings: calls.query(build, 'getJourneySettings', { providesTags: [SETTINGS] }),
    updatePersonalJourneyStatuses: calls.mutation(build, 'updatePersonalJourneyStatuses', { onQueryStarted: writeLists }),
    updateSceduledMeetingStatuses: calls.mutation(build, 'updateSceduledMeetingStatuses', { onQueryStarted: writeLists }),
    updatePersonalJourneyPlans: calls.mutation(build, 'updatePersonalJourneyPlans', { onQueryStarted: writeLists }),
    updateQuestionnaireStatuses: calls.mutation(build, 'updateQuestionnaireStatuses', { onQueryStarted: writeLists }),
    updateSummaryTypes: calls.mutation(build, 'updateSummaryTypes', { onQueryStarted: writeLists }),
    updateNewsLetterEmails: calls.mutation(build, 'updateNewsLetterEmails', { onQueryStarted: writeLists }),
    getExplanations: calls.query(build, 'getExplanations'),
    saveExplanation: calls.mutation(build, 'saveExplanation', {
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => null);
        if (answered) putExplanations(dispatch, arg.newData.type, answered.data);
      },
    }),
    switchExplanationOrder: calls.mutation(build, 'switchExplanationOrder', {
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => null);
        if (answered) putExplanations(dispatch, arg.type, answered.data);
      },
    }),
    // multipart: the form carries the file, the step (type) and the explanation's id
    uploadExplanationImage: build.mutation<Explanations, FormData>({
      query: (form) => ({ name: 'uploadExplanationImage', definition: async () => journeySettingsCalls.uploadExplanationImage, body: form }),
      async onQueryStarted(form, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => null);
        if (answered) putExplanations(dispatch, form.get('type') as ExplanationType, answered.data);
      },
    }),
    getPersonalJourneysExplenations: calls.query(build, 'getPersonalJourneysExplenations'),
    updatePersonalJourneysExplenations: calls.mutation(build, 'updatePersonalJourneysExplenations', { onQueryStarted: writeStepTexts }),
    // the texts to copy are made at the moment they are asked for: never kept
    getNewsletterWhatsApp: calls.query(build, 'getNewsletterWhatsApp', { keepUnusedDataFor: 0 }),
    getQuestionairesStatuses: calls.query(build, 'getQuestionairesStatuses', { keepUnusedDataFor: 0 }),
    // the publish grid's own call: its answer holds the addresses but not who set them, so the
    // lists are read again (and the grid, which shows them too)
    saveTestAddresses: grid.mutation(build, 'updatePersonalJourneysEmailsToSendTest', { invalidatesTags: [SETTINGS, 'PublishGrid'] }),
  }),
});
