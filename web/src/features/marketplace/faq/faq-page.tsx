import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { FaqItem } from '@contracts/marketplace/faq/calls';
import { faqApi } from './faq-api';

const topics: FaqItem['topic'][] = ['seekers', 'recruiters', 'account', 'pro'];

// The FAQ, grouped by topic, in the reader's language; each answer opens under its question.
export const FaqPage = () => {
  const { t, i18n } = useTranslation('faq');
  const { data, isLoading, isError, refetch } = faqApi.useGetFaqDataQuery();
  const language = i18n.language.startsWith('he') ? 'he' : 'en';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 34 } }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      {isLoading && (
        <Stack role="status" sx={{ alignItems: 'center', py: 6, gap: 2 }}>
          <CircularProgress />
          <Typography>{t('loading')}</Typography>
        </Stack>
      )}
      {isError && (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
          {t('failed')}
        </Alert>
      )}
      {data &&
        topics
          .filter((topic) => data.faq.some((item) => item.topic === topic))
          .map((topic) => (
            <Stack key={topic} component="section" aria-labelledby={`faq-${topic}`} sx={{ mb: 3 }}>
              <Typography id={`faq-${topic}`} variant="h6" component="h2" sx={{ mb: 1 }}>
                {t(`topics.${topic}`)}
              </Typography>
              {data.faq
                .filter((item) => item.topic === topic)
                .map((item) => (
                  <Accordion key={item.id} disableGutters>
                    <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`faq-${item.id}-answer`} id={`faq-${item.id}-question`}>
                      <Typography sx={{ fontWeight: 600 }}>{item[language].question}</Typography>
                    </AccordionSummary>
                    <AccordionDetails id={`faq-${item.id}-answer`}>
                      <Typography>{item[language].answer}</Typography>
                    </AccordionDetails>
                  </Accordion>
                ))}
            </Stack>
          ))}
    </Container>
  );
};
