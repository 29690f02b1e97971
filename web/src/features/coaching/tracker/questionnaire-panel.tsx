import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { questionnaireFieldNames } from '@contracts/coaching/tracker/interview';
import { questionnaireIdOf } from '@contracts/coaching/tracker/ids';
import { isApiError } from '../../../shared/api-error';
import { Loading } from '../../../shell/loading';
import { usePickedClient } from '../journey/picked-client';
import { LoadFailed } from '../../../shared/load-failed';
import { dayOf } from './load-failed';
import { QuestionnaireField } from './questionnaire-field';
import { useGetQuestionnaireQuery } from './tracker-api';

const Body = ({ userId }: { userId: string }) => {
  const { t, i18n } = useTranslation('tracker');
  const query = useGetQuestionnaireQuery();
  if (query.isLoading) return <Loading />;
  // the server keeps the questionnaire from whoever it refuses: nothing to show or edit
  if (isApiError(query.error) && query.error.status === 403) return <Alert severity="info">{t('questionnaire.notYours')}</Alert>;
  if (query.isError || !query.data) return <LoadFailed text={t('questionnaire.loadFailed')} onRetry={() => void query.refetch()} />;
  const { questionnaire, leads } = query.data;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {questionnaire?.timestamp ? t('questionnaire.filledOn', { date: dayOf(questionnaire.timestamp, i18n.language) }) : questionnaire ? t('questionnaire.started') : t('questionnaire.empty')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {questionnaireFieldNames.map((field) => (
          <QuestionnaireField
            key={field}
            field={field}
            questionnaireId={questionnaire?._id ?? questionnaireIdOf(userId)}
            value={questionnaire?.[field] ?? null}
            comment={questionnaire?.comments[field] ?? ''}
          />
        ))}
      </Box>
      <Typography variant="subtitle1" component="h4" sx={{ mt: 2 }}>
        {t('questionnaire.leads')}
      </Typography>
      {leads.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('questionnaire.noLeads')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
          {leads.map((l) => (
            <Typography component="li" variant="body2" key={l._id} dir="auto">
              {dayOf(l.date, i18n.language)} · {l.communicationChannel}: {l.summary}
            </Typography>
          ))}
        </Box>
      )}
    </>
  );
};

// Staff: the client's intake questionnaire, opened on demand (it is read when first opened).
export const QuestionnairePanel = () => {
  const { t } = useTranslation('tracker');
  const userId = usePickedClient();
  const [open, setOpen] = useState(false);
  return (
    <Accordion variant="outlined" disableGutters expanded={open} onChange={(_, expanded) => setOpen(expanded)} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreOutlined />} aria-controls="questionnaire-panel" id="questionnaire-heading">
        <Typography variant="subtitle1" component="h3">
          {t('questionnaire.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="questionnaire-panel">{open && userId && <Body userId={userId} />}</AccordionDetails>
    </Accordion>
  );
};
