import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PersonalJourney } from '@contracts/coaching/journey/journey';
import { Loading } from '../../../shell/loading';
import { useNotices } from '../../../shared/use-notices';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { journeyApi } from '../journey/journey-api';
import { ComingSoon } from '../journey/journey-page';

const fields = ['first_name', 'last_name', 'email', 'phone', 'title'] as const;
type Form = Record<(typeof fields)[number], string>;
const formOf = (j: PersonalJourney): Form => ({ first_name: j.first_name, last_name: j.last_name, email: j.email, phone: j.phone ?? '', title: j.title ?? '' });

const ProfileForm = ({ journey }: { journey: PersonalJourney }) => {
  const { t } = useTranslation('journey');
  const notices = useNotices();
  const [form, setForm] = useState(() => formOf(journey));
  const [tried, setTried] = useState(false);
  const [save, { isLoading }] = journeyApi.useUpdatePersonalJourneyDataMutation();
  const labels: Form = { first_name: t('portal.firstName'), last_name: t('portal.lastName'), email: t('header.email'), phone: t('header.phone'), title: t('steps.titleLabel') };
  const missing = fields.filter((f) => !form[f].trim());
  const submit = async () => {
    setTried(true);
    if (missing.length) return;
    try {
      await save({ data: form }).unwrap();
      notices.snackbar(t('portal.saved'));
    } catch (error) {
      notices.error(error);
    }
  };
  return (
    <Box component="form" noValidate sx={{ display: 'grid', gap: 2 }} onSubmit={(e) => (e.preventDefault(), void submit())}>
      {fields.map((f) => (
        <TextField
          key={f}
          required
          type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
          label={labels[f]}
          value={form[f]}
          error={tried && missing.includes(f)}
          helperText={tried && missing.includes(f) ? t('common.required', { ns: 'translation' }) : undefined}
          onChange={(e) => setForm({ ...form, [f]: e.target.value })}
        />
      ))}
      <Button type="submit" variant="contained" loading={isLoading} sx={{ justifySelf: 'start' }}>
        {t('portal.saveProfile')}
      </Button>
    </Box>
  );
};

// /profile for a journey client: the details the service works with.
export const PortalProfile = () => {
  const { t } = useTranslation('journey');
  const { roles } = useCurrentUser();
  const active = roles.has('activeJourneyClient');
  const { data, isLoading, isError } = journeyApi.useGetPersonalJourneyDataQuery({}, { skip: !active });
  if (!active) return <ComingSoon />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {t('portal.profileTitle')}
        </Typography>
        {isLoading && <Loading />}
        {isError && <Alert severity="error">{t('loadFailed')}</Alert>}
        {data && <ProfileForm journey={data.personaljourney} />}
      </Paper>
    </Container>
  );
};
