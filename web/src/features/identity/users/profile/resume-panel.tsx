import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { PROFILE_RESUME_MAX_BYTES } from '@contracts/identity/users/profile';
import type { UserData } from '@contracts/identity/users/user';
import { orphanMessages } from '@contracts/marketplace/orphan-applications/messages';
import { translateAnswer, translateMessage } from '../../../../app/i18n';
import { errorText } from '../../../../shared/api-error';
import { usersApi as profileApi } from '../users-api';

const RESUME_EXTENSIONS = ['doc', 'docx', 'pdf'];
// the dialog says 'Analyzing...' once the file has been on its way this long
const ANALYZING_AFTER_MS = 2000;

type Progress = { step: 'uploading' | 'analyzing' } | { step: 'done'; text: string; ok: boolean };

// The same rules as the server's, said before anything is sent.
const fileProblem = (file: File): string | null => {
  if (file.size > PROFILE_RESUME_MAX_BYTES) return translateMessage(orphanMessages.ResumeTooLarge);
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return RESUME_EXTENSIONS.includes(extension) ? null : translateMessage(orphanMessages.ResumeTypeRefused);
};

// Upload a resume: its text becomes the description. Not yet shown on search engines? The page asks.
export const ResumePanel = ({ user, editable, onUploaded }: { user: UserData; editable: boolean; onUploaded: (user: UserData) => boolean }) => {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [upload] = profileApi.useUploadResumeRMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const send = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) return setProgress({ step: 'done', text: problem, ok: false });
    setProgress({ step: 'uploading' });
    timer.current = setTimeout(() => setProgress((now) => (now?.step === 'uploading' ? { step: 'analyzing' } : now)), ANALYZING_AFTER_MS);
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const answer = await upload(form).unwrap();
      // a profile not shown on search engines is asked instead of told
      const asked = answer.readable && onUploaded(answer.userData);
      setProgress(asked ? null : { step: 'done', text: translateAnswer(answer), ok: answer.readable });
    } catch (error) {
      setProgress({ step: 'done', text: errorText(error, t('resume.failed')), ok: false });
    } finally {
      if (timer.current) clearTimeout(timer.current);
    }
  };

  return (
    <Paper component="section" aria-labelledby="section-resume" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography id="section-resume" variant="h6" component="h2">
            {t('resume.title')}
          </Typography>
          {user.resume ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Link href={user.resume.url} download={user.resume.name} dir="auto">
                {user.resume.name}
              </Link>
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('resume.none')}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {t('resume.hint')}
          </Typography>
        </Stack>
        {editable && (
          <Button variant="contained" component="label" startIcon={<UploadFile />} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            {user.resume ? t('resume.replace') : t('resume.upload')}
            <input ref={input} hidden type="file" accept=".doc,.docx,.pdf" aria-label={t('resume.upload')} onChange={(e) => void send(e.target.files?.[0])} />
          </Button>
        )}
      </Stack>
      <Dialog open={progress !== null} onClose={() => progress?.step === 'done' && setProgress(null)} fullWidth maxWidth="xs" aria-labelledby="upload-title">
        <DialogTitle id="upload-title">{t('resume.title')}</DialogTitle>
        <DialogContent>
          {progress?.step === 'done' ? (
            <Alert severity={progress.ok ? 'success' : 'warning'} role="status">
              {progress.text}
            </Alert>
          ) : (
            <Stack spacing={2} role="status" aria-live="polite">
              <Typography>{t(progress?.step === 'analyzing' ? 'resume.analyzing' : 'resume.uploading')}</Typography>
              <LinearProgress />
            </Stack>
          )}
        </DialogContent>
        {progress?.step === 'done' && (
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" autoFocus onClick={() => setProgress(null)}>
              {t('resume.close')}
            </Button>
          </DialogActions>
        )}
      </Dialog>
    </Paper>
  );
};
