import { useTranslation } from 'react-i18next';
import type { Job, JobStatus } from '@contracts/marketplace/jobs/job';
import { ConfirmDialog } from '../../../../shared/confirm-dialog';

export type PendingStatus = { job: Job; status: JobStatus };

export const StatusConfirm = ({ pending, onConfirm, onCancel }: { pending: PendingStatus | null; onConfirm: (p: PendingStatus) => void; onCancel: () => void }) => {
  const { t } = useTranslation('jobs');
  const deleting = pending?.status === 'D';
  return (
    <ConfirmDialog
      open={Boolean(pending)}
      title={deleting ? t('myJobs.deleteTitle') : t('myJobs.deactivateTitle')}
      text={deleting ? t('myJobs.deleteText') : t('myJobs.deactivateText')}
      confirmLabel={deleting ? t('myJobs.delete') : t('myJobs.deactivate')}
      danger={deleting}
      onConfirm={() => pending && onConfirm(pending)}
      onCancel={onCancel}
    />
  );
};
