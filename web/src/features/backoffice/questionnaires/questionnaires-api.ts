import { questionnaireCalls } from '@contracts/backoffice/questionnaires/calls';
import type { QuestionnaireRow } from '@contracts/backoffice/questionnaires/questionnaire';
import type { CallOutput } from '@contracts/core/call';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import type { AppDispatch, RootState } from '../../../app/store';

const calls = callEndpoints(questionnaireCalls);
const STATS = 'QuestionnaireStats';

type Lifecycle<T> = { dispatch: AppDispatch; getState: () => unknown; queryFulfilled: Promise<{ data: T }> };

// A change answers the questionnaire as now saved: every table page on screen that shows it takes it.
const fillsRows = <A, T extends { questionnaire: QuestionnaireRow }>() => ({
  async onQueryStarted(_arg: A, { dispatch, getState, queryFulfilled }: Lifecycle<T>) {
    const answered = await queryFulfilled.catch(() => null);
    if (!answered) return;
    const saved = answered.data.questionnaire;
    for (const arg of questionnairesApi.util.selectCachedArgsForQuery(getState() as RootState, 'getQuestionnairesData'))
      dispatch(
        questionnairesApi.util.updateQueryData('getQuestionnairesData', arg, (page) => {
          const at = page.data.findIndex((q) => q._id === saved._id);
          if (at >= 0) page.data[at] = { ...saved, meetingStart: saved.meeting?.start ?? null };
        }),
      );
  },
});

export const questionnairesApi = api.enhanceEndpoints({ addTagTypes: [STATS] }).injectEndpoints({
  endpoints: (build) => ({
    getQuestionnairesData: calls.query(build, 'getQuestionnairesData'),
    getQuestionnairesStats: calls.query(build, 'getQuestionnairesStats', { providesTags: [STATS] }),
    getLastQuestionaireDate: calls.query(build, 'getLastQuestionaireDate'),
    getCalendars: calls.query(build, 'getCalendars', { keepUnusedDataFor: 0 }),
    setQuestionnaireContacted: calls.mutation(build, 'setQuestionnaireContacted', fillsRows()),
    // the counts by status are read again after a status changes (they are not in the answer)
    setQuestionnaireStatus: calls.mutation(build, 'setQuestionnaireStatus', { ...fillsRows(), invalidatesTags: [STATS] }),
    scheduleMeetingQuestionnaire: calls.mutation(build, 'scheduleMeetingQuestionnaire', fillsRows()),
    updatenewQuestionaireNotifyList: calls.mutation(build, 'updatenewQuestionaireNotifyList', {
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => null);
        if (!answered) return;
        for (const arg of questionnairesApi.util.selectCachedArgsForQuery(getState() as RootState, 'getQuestionnairesData'))
          dispatch(questionnairesApi.util.updateQueryData('getQuestionnairesData', arg, (page) => void (page.notifyList = answered.data.emails)));
      },
    }),
    uploadQuestionnaireCVFile: build.mutation<CallOutput<typeof questionnaireCalls.uploadQuestionnaireCVFile>, FormData>({
      query: (form) => ({ name: 'uploadQuestionnaireCVFile', definition: async () => questionnaireCalls.uploadQuestionnaireCVFile, body: form }),
      ...fillsRows<FormData, CallOutput<typeof questionnaireCalls.uploadQuestionnaireCVFile>>(),
    }),
    sendQuestionnaire: calls.mutation(build, 'sendQuestionnaire'),
  }),
});
