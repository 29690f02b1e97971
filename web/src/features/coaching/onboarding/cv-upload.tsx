import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { ONBOARDING_CV_MAX_BYTES, type Onboarding } from '@contracts/coaching/onboarding/onboarding';
import { errorText } from '../../../shared/api-error';
import { onboardingApi } from './onboarding-api';

// The CV file: a docx or pdf of at most 50 KB, told apart by the server from its content. The
// size and extension are checked here first only to answer at once.
export function CvUpload({ onboarding, isOnboarding }: { onboarding: Onboarding; isOnboarding: boolean }) {
  const { t } = useTranslation('onboarding');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, { isLoading }] = onboardingApi.useUploadPublishCVFileMutation();
  const send = async (file: File) => {
    setProblem(null);
    if (file.size > ONBOARDING_CV_MAX_BYTES) return setProblem(t('cv.tooBig'));
    if (!/\.(docx|pdf)$/i.test(file.name)) return setProblem(t('cv.invalid'));
    const form = new FormData();
    form.append('file', file);
    form.append('isOnboarding', String(isOnboarding));
    try {
      await upload(form).unwrap();
    } catch (error) {
      setProblem(errorText(error, t('loadError')));
    }
  };
  const file = onboarding.cvFile;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{t('cv.text')}</Typography>
      {file && (
        <Typography>
          {t('cv.uploaded', { name: '' })}
          <Link href={file.url} download={file.name} dir="auto">
            {file.name}
          </Link>
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept=".docx,.pdf,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        aria-label={t('cv.choose')}
        data-testid="cv-file"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (chosen) void send(chosen);
        }}
      />
      <Button variant={file ? 'outlined' : 'contained'} startIcon={<UploadFileOutlined />} disabled={isLoading} onClick={() => input.current?.click()}>
        {isLoading ? t('cv.uploading') : file ? t('cv.replace') : t('cv.choose')}
      </Button>
      {isLoading && <LinearProgress sx={{ width: '100%' }} aria-label={t('cv.uploading')} />}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
