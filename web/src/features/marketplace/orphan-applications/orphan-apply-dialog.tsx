import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import type { orphanMessages } from '@contracts/marketplace/orphan-applications/messages';
import { ORPHAN_RESUME_MAX_BYTES, orphanResumeExtensions } from '@contracts/marketplace/orphan-applications/orphan';
import { isApiError, errorText } from '../../../shared/api-error';
import { orphanApplicationsApi } from './orphan-applications-api';
import { OrphanPasswordForm, type Applicant } from './orphan-password-form';

const noOne: Applicant = { first_name: '', last_name: '', email: '' };

// What is wrong with the CV, by the code the server would answer it with (the same words).
type FileProblem = Extract<keyof typeof orphanMessages, 'ResumeTooLarge' | 'ResumeTypeRefused'>;

// The spec's checks, before anything is sent; the server tells the type by content again.
export const fileProblem = (file: File): FileProblem | null => {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(orphanResumeExtensions as readonly string[]).includes(extension)) return 'ResumeTypeRefused';
  if (file.size > ORPHAN_RESUME_MAX_BYTES) return 'ResumeTooLarge';
  return null;
};

type Step = { name: 'form' } | { name: 'sent'; alreadyApplied: boolean } | { name: 'password' };

// A visitor applies with a CV, then may make an account that keeps the application. What they
// typed lives only while the dialog is open: closing forgets the email and names.
export const OrphanApplyDialog = ({ jobId, open, onClose }: { jobId: string; open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('orphan-applications');
  const fileHelpId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [applicant, setApplicant] = useState<Applicant>(noOne);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<FileProblem | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [applyOrphan, { isLoading }] = orphanApplicationsApi.useApplyOrphanMutation();

  const close = () => {
    setApplicant(noOne);
    setFile(null);
    setFileError(null);
    setServerError(null);
    setStep({ name: 'form' });
    if (fileInput.current) fileInput.current.value = '';
    onClose();
  };

  const complete = applicant.first_name.trim() !== '' && applicant.last_name.trim() !== '' && applicant.email.trim() !== '' && file !== null && !fileError;

  const choose = (chosen: File | null) => {
    setServerError(null);
    setFile(chosen);
    setFileError(chosen ? fileProblem(chosen) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || !file) return;
    setServerError(null);
    const form = new FormData();
    form.append('file', file, file.name);
    form.append('email', applicant.email.trim().toLowerCase());
    form.append('first_name', applicant.first_name.trim());
    form.append('last_name', applicant.last_name.trim());
    form.append('jobId', jobId);
    try {
      const answer = await applyOrphan(form).unwrap();
      setStep({ name: 'sent', alreadyApplied: answer.alreadyApplied });
    } catch (error) {
      // the server's size and type checks are the file's errors; the rest goes above Apply
      if (isApiError(error) && error.status === 413) return setFileError('ResumeTooLarge');
      if (isApiError(error) && error.status === 415) return setFileError('ResumeTypeRefused');
      setServerError(errorText(error, t('orphan.failed')));
    }
  };

  const field = (name: keyof Applicant, label: string, type = 'text', autoComplete?: string) => (
    <TextField
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required
      fullWidth
      value={applicant[name]}
      onChange={(e) => setApplicant((a) => ({ ...a, [name]: name === 'email' ? e.target.value.trim().toLowerCase() : e.target.value }))}
      // an address reads left to right in a Hebrew form too
      slotProps={name === 'email' ? { htmlInput: { dir: 'ltr' } } : undefined}
    />
  );

  return (
    // on a job card the dialog sits inside the clickable area: its clicks stay here
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="orphan-apply-title" onClick={(e) => e.stopPropagation()} onMouseDown={(e) => e.stopPropagation()}>
      {step.name === 'form' && (
        <form onSubmit={submit} noValidate>
          <DialogTitle id="orphan-apply-title">{t('orphan.title')}</DialogTitle>
          <DialogContent>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('orphan.text')}</Typography>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('first_name', t('orphan.firstName'), 'text', 'given-name')}
                {field('last_name', t('orphan.lastName'), 'text', 'family-name')}
              </Stack>
              {field('email', t('orphan.email'), 'email', 'email')}
              <div>
                <input
                  ref={fileInput}
                  type="file"
                  hidden
                  aria-label={t('orphan.file')}
                  accept={orphanResumeExtensions.map((e) => `.${e}`).join(',')}
                  onChange={(e) => choose(e.target.files?.[0] ?? null)}
                />
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <Button variant="outlined" startIcon={<AttachFile />} onClick={() => fileInput.current?.click()} aria-describedby={fileHelpId} sx={{ flexShrink: 0 }}>
                    {t('orphan.chooseFile')}
                  </Button>
                  <Typography noWrap sx={{ minWidth: 0, color: file ? 'text.primary' : 'text.secondary' }} title={file?.name}>
                    {file?.name ?? t('orphan.noFile')}
                  </Typography>
                </Stack>
                <FormHelperText id={fileHelpId} error={fileError !== null} role={fileError ? 'alert' : undefined}>
                  {fileError ? t(`messages.${fileError}`) : t('orphan.fileHint')}
                </FormHelperText>
              </div>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={close}>{t('orphan.cancel')}</Button>
              <Button type="submit" variant="contained" disabled={!complete} loading={isLoading}>
                {t('orphan.apply')}
              </Button>
            </Stack>
          </DialogActions>
        </form>
      )}
      {step.name === 'sent' && (
        <>
          <DialogTitle id="orphan-apply-title">{t('orphan.sentTitle')}</DialogTitle>
          <DialogContent>
            {step.alreadyApplied && <Typography sx={{ mb: 1 }}>{t('orphan.alreadySent')}</Typography>}
            <Typography sx={{ color: 'text.secondary' }}>{t('orphan.sentText')}</Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close}>{t('orphan.notNow')}</Button>
            <Button variant="contained" autoFocus onClick={() => setStep({ name: 'password' })}>
              {t('orphan.setPassword')}
            </Button>
          </DialogActions>
        </>
      )}
      {step.name === 'password' && <OrphanPasswordForm applicant={applicant} onDone={close} />}
    </Dialog>
  );
};
