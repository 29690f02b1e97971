import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { AdminSettings } from './admin-settings';
import { CommentsPopover } from './comments-popover';
import { DashboardDialog } from './dashboard-dialog';
import { HistoryDialog } from './history-dialog';
import { journeyApi } from './journey-api';
import { MidServiceQuestionnaire } from './mid-service-dialog';
import { SafetyNet } from './safety-net';
import { StaffSelects } from './staff-selects';
import { SubscriptionChip } from './subscription-chip';
import { serviceDays, type JourneyContext } from './use-journey';

// tel: links take digits and a leading +
const telOf = (phone: string) => phone.replace(/[^\d+]/g, '');

const PhoneField = ({ ctx }: { ctx: JourneyContext }) => {
  const { t } = useTranslation('journey');
  const { journey, run } = ctx;
  const [editing, setEditing] = useState<string | null>(null);
  const [save, { isLoading }] = journeyApi.useUpdatePersonalJourneyDataMutation();
  if (!journey) return null;
  if (editing !== null)
    return (
      <Stack component="form" direction="row" sx={{ gap: 1, alignItems: 'center' }} onSubmit={(e) => (e.preventDefault(), void run(() => save({ data: { phone: editing } })).then((ok) => ok && setEditing(null)))}>
        <TextField size="small" type="tel" label={t('header.phone')} value={editing} onChange={(e) => setEditing(e.target.value)} sx={{ maxWidth: 200 }} autoFocus />
        <Button type="submit" size="small" variant="contained" disabled={!editing.trim()} loading={isLoading}>
          {t('header.save')}
        </Button>
      </Stack>
    );
  return (
    <Typography variant="body2">
      {t('header.phone')}: {journey.phone ? <Link href={`tel:${telOf(journey.phone)}`} dir="ltr">{journey.phone}</Link> : t('header.noPhone')}{' '}
      <Button size="small" onClick={() => setEditing(journey.phone ?? '')}>
        {t('header.editPhone')}
      </Button>
    </Typography>
  );
};

// Name, contact, more info, the staff's dropdowns, chips and the journey's buttons.
export const JourneyHeader = ({ ctx }: { ctx: JourneyContext }) => {
  const { t, i18n } = useTranslation('journey');
  const { journey, isStaff } = ctx;
  const [more, setMore] = useState(false);
  const [history, setHistory] = useState(false);
  const [dashboard, setDashboard] = useState(false);
  if (!journey) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {journey.first_name} {journey.last_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('header.email')}: <Link href={`mailto:${journey.email}`}>{journey.email}</Link>
          </Typography>
          <PhoneField ctx={ctx} />
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', alignSelf: { md: 'flex-start' } }}>
          <SafetyNet ctx={ctx} />
          <SubscriptionChip ctx={ctx} />
        </Stack>
      </Stack>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        <StaffSelects ctx={ctx} />
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {isStaff && (
          <Button variant="outlined" startIcon={<HistoryOutlined />} onClick={() => setHistory(true)}>
            {t('buttons.fullJourney')}
          </Button>
        )}
        <Button variant="outlined" startIcon={<DashboardOutlined />} onClick={() => setDashboard(true)}>
          {t('buttons.dashboard')}
        </Button>
        {journey.journeyLink && (
          <Button variant="outlined" startIcon={<OpenInNew />} href={journey.journeyLink} target="_blank" rel="noopener noreferrer">
            {t('buttons.oldJourney')}
          </Button>
        )}
        <CommentsPopover ctx={ctx} />
        <MidServiceQuestionnaire ctx={ctx} />
        <Button onClick={() => setMore(!more)} endIcon={more ? <ExpandLess /> : <ExpandMore />} aria-expanded={more}>
          {more ? t('header.lessInfo') : t('header.moreInfo')}
        </Button>
      </Stack>
      <Collapse in={more} unmountOnExit>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('header.serviceDays', { count: serviceDays(journey) })} · {t('header.memberSince', { date: new Date(journey.dateCreated).toLocaleDateString(i18n.language) })}
          </Typography>
          {isStaff && <AdminSettings ctx={ctx} />}
        </Box>
      </Collapse>
      {isStaff && <HistoryDialog userId={journey._id} open={history} onClose={() => setHistory(false)} />}
      <DashboardDialog journey={journey} open={dashboard} onClose={() => setDashboard(false)} />
    </Paper>
  );
};
