import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { journeyListNames, type JourneyListName } from '@contracts/backoffice/journey-settings/lists';
import { LoadFailed } from '../../../shared/load-failed';
import { useNotices } from '../../../shared/use-notices';
import { translateAnswer } from '../../../app/i18n';
import { journeySettingsApi as a } from './journey-settings-api';
import { ListEditor } from './list-editor';

// Each list's save, by its own call and payload field.
function useListSaves() {
  const [statuses, s1] = a.useUpdatePersonalJourneyStatusesMutation();
  const [meetings, s2] = a.useUpdateSceduledMeetingStatusesMutation();
  const [plans, s3] = a.useUpdatePersonalJourneyPlansMutation();
  const [questionnaires, s4] = a.useUpdateQuestionnaireStatusesMutation();
  const [summaries, s5] = a.useUpdateSummaryTypesMutation();
  const [newsletter, s6] = a.useUpdateNewsLetterEmailsMutation();
  const [testAddresses, s7] = a.useSaveTestAddressesMutation();
  const saves: Record<JourneyListName, { save: (values: string[]) => Promise<{ message?: string; messageCode?: string }>; saving: boolean }> = {
    // the publish grid's call answers the addresses alone: the list is read again (the api says why)
    emailsToSendTest: {
      save: async (v) => {
        await testAddresses({ emailsToSendTest: v }).unwrap();
        return {};
      },
      saving: s7.isLoading,
    },
    statuses: { save: (v) => statuses({ statuses: v }).unwrap(), saving: s1.isLoading },
    scheduledMeetingStatuses: { save: (v) => meetings({ statuses: v }).unwrap(), saving: s2.isLoading },
    plans: { save: (v) => plans({ plans: v }).unwrap(), saving: s3.isLoading },
    questionnaireStatuses: { save: (v) => questionnaires({ statuses: v }).unwrap(), saving: s4.isLoading },
    summaryTypes: { save: (v) => summaries({ summaryTypes: v }).unwrap(), saving: s5.isLoading },
    newsLetterEmails: { save: (v) => newsletter({ newsLetterEmails: v }).unwrap(), saving: s6.isLoading },
  };
  return saves;
}

// The journey's seven lists, each edited and saved on its own.
export function JourneyLists() {
  const { t } = useTranslation('journeySettings');
  const notices = useNotices();
  const { data, isLoading, error, refetch } = a.useGetJourneySettingsQuery({});
  const saves = useListSaves();
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'stretch' } as const;
  return (
    <Box component="section" aria-labelledby="journey-lists-title">
      <Typography id="journey-lists-title" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {t('listsTitle')}
      </Typography>
      {isLoading ? (
        <Box sx={grid} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={200} />
          ))}
        </Box>
      ) : error || !data ? (
        <LoadFailed text={t('loadError')} onRetry={() => void refetch()} />
      ) : (
        <Box sx={grid}>
          {journeyListNames.map((name) => (
            <ListEditor
              key={name}
              name={name}
              setting={data.lists[name]}
              saving={saves[name].saving}
              onSave={async (values) => {
                const answer = await saves[name].save(values);
                notices.snackbar(answer.message ? translateAnswer({ message: answer.message, ...(answer.messageCode ? { messageCode: answer.messageCode } : {}) }) : t('saved'));
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
