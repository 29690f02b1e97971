import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import type { Job, JobStatus } from '@contracts/marketplace/jobs/job';
import { relativeTime } from '../../../../shared/format';
import { CompanyAvatar, SalaryText, useCompanyName } from '../job-bits';
import { jobPath } from '../job-paths';
import { JobHistoryAction } from '../../job-history/job-history-action';
import { usePlaceName } from '../../../../shared/places';


type Props = { job: Job; busy: boolean; onEdit: (job: Job) => void; onStatus: (job: Job, status: JobStatus) => void };

const statusColor = { A: 'success', O: 'default', D: 'error' } as const;

export const MyJobRow = ({ job, busy, onEdit, onStatus }: Props) => {
  const { t, i18n } = useTranslation('jobs');
  const placeName = usePlaceName();
  const companyName = useCompanyName();
  const active = job.jobstatus === 'A';
  return (
    <Card sx={{ p: 2, opacity: active ? 1 : 0.92 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1.75} sx={{ flex: 1, minWidth: 0, alignItems: 'flex-start' }}>
          <CompanyAvatar company={job.company} size={44} />
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography component="h2" dir="auto" sx={{ fontWeight: 700 }}>
                {job.title}
              </Typography>
              <Chip size="small" label={t(`myJobs.status.${job.jobstatus}`)} color={statusColor[job.jobstatus]} variant={active ? 'filled' : 'outlined'} sx={{ fontWeight: 700 }} />
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {companyName(job.company)} · {placeName(job.location)} · {relativeTime(job.datecreated, i18n.language)}
            </Typography>
            <Stack direction="row" sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25 }}>
              <SalaryText job={job} />
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                <PeopleOutlined sx={{ fontSize: 16 }} />
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{t('jobs.applies', { count: job.applies })}</Typography>
              </Stack>
            </Stack>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} role="group" aria-label={t('myJobs.actions', { title: job.title })} sx={{ flexWrap: { xs: 'nowrap', md: 'wrap' }, gap: { xs: 0.25, sm: 1 }, '& > *': { m: '0 !important' }, '& .MuiButton-root': { minWidth: 0, px: { xs: 0.75, sm: 1 }, whiteSpace: 'nowrap' }, '& .MuiButton-startIcon': { mx: { xs: 0.25, sm: 0.5 } } }}>
          {active && (
            <Button size="small" component={RouterLink} to={jobPath(job)} startIcon={<OpenInNew />}>
              {t('myJobs.view')}
            </Button>
          )}
          <Button size="small" startIcon={<EditOutlined />} onClick={() => onEdit(job)} disabled={busy}>
            {t('myJobs.edit')}
          </Button>
          <JobHistoryAction job={job} />
          {active ? (
            <Button size="small" color="inherit" startIcon={<VisibilityOffOutlined />} onClick={() => onStatus(job, 'O')} disabled={busy}>
              {t('myJobs.deactivate')}
            </Button>
          ) : (
            <>
              <Button size="small" variant="contained" startIcon={<PlayArrowOutlined />} onClick={() => onStatus(job, 'A')} loading={busy}>
                {t('myJobs.activate')}
              </Button>
              <Button size="small" color="error" startIcon={<DeleteOutlined />} onClick={() => onStatus(job, 'D')} disabled={busy}>
                {t('myJobs.delete')}
              </Button>
            </>
          )}
        </Stack>
      </Stack>
    </Card>
  );
};
