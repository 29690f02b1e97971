import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';

const JobHistoryDialog = lazy(() => import('./job-history-dialog').then((m) => ({ default: m.JobHistoryDialog })));

type Props = { job: { _id: string; title: string } };

// 'History' on a job's row (the row's group names the job): opens the job's history, brought in
// on the first click.
export const JobHistoryButton = ({ job }: Props) => {
  const { t } = useTranslation('jobHistory');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" color="inherit" startIcon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <JobHistoryDialog job={job} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
