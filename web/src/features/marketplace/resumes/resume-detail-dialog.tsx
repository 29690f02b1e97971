import { useTranslation } from 'react-i18next';
import { DetailDialog } from '../../../shared/detail-dialog';
import { ResumeDetailContent } from './resume-detail-pane';

// Mobile: a full-screen dialog with a back button (loaded on phones only).
export const ResumeDetailDialog = ({ resumeId, onBack }: { resumeId: string | null; onBack: () => void }) => {
  const { t } = useTranslation('resumes');
  return (
    <DetailDialog open={Boolean(resumeId)} label={t('resumes.resumeText')} backLabel={t('resumes.backToResults')} onBack={onBack}>
      {resumeId && <ResumeDetailContent key={resumeId} resumeId={resumeId} />}
    </DetailDialog>
  );
};
