import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { jobInfoSchema, type Job, type JobInfo, type JobInfoInput } from '@contracts/marketplace/jobs/job';
import { jobsApi } from '../jobs-api';
import { errorIssues } from '../../../../shared/api-error';
import { ConfirmDialog } from '../../../../shared/confirm-dialog';
import { applyServerIssues } from '../../../../shared/form-fields';
import { useIsMobile } from '../../../../shared/use-is-mobile';
import { useNotices } from '../../../../shared/use-notices';
import { JobFormFields } from './job-form';
import { changedFields, emptyJobForm, jobFormFields, jobToForm } from './job-form-values';

export type EditorTarget = { mode: 'new' } | { mode: 'edit'; job: Job };

// Leaving with unsaved changes asks first: closing the dialog, following a link, or closing the tab.
const useLeaveGuard = (dirty: boolean) => {
  const blocker = useBlocker(dirty);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
};

export const JobEditorDialog = ({ target, onClose }: { target: EditorTarget; onClose: () => void }) => {
  const { t } = useTranslation('jobs');
  const isMobile = useIsMobile();
  const notices = useNotices();
  const [createJob, creating] = jobsApi.useCreateNewJobMutation();
  const [saveJob, saving] = jobsApi.useSaveUserJobMutation();
  const [confirmClose, setConfirmClose] = useState(false);
  const form = useForm<JobInfoInput, unknown, JobInfo>({
    resolver: zodResolver(jobInfoSchema),
    defaultValues: target.mode === 'edit' ? jobToForm(target.job) : emptyJobForm(),
  });
  const { isDirty, isSubmitSuccessful } = form.formState;
  const blocker = useLeaveGuard(isDirty && !isSubmitSuccessful);

  const requestClose = () => (isDirty && !isSubmitSuccessful ? setConfirmClose(true) : onClose());

  const onValid = async (values: JobInfo) => {
    try {
      if (target.mode === 'new') {
        const result = await createJob({ jobInfo: values }).unwrap();
        if (result.jobLimitReached) notices.message(t('myJobs.limitTitle'), t('myJobs.limitText'));
        else notices.snackbar(t('editor.created'));
      } else {
        await saveJob({ jobId: target.job._id, jobInfo: changedFields(values, form.formState.dirtyFields) }).unwrap();
        notices.snackbar(t('editor.saved'));
      }
      onClose();
    } catch (error) {
      if (!applyServerIssues(form.setError, errorIssues(error), jobFormFields, 'jobInfo.')) notices.error(error);
    }
  };

  // Text typed without picking a place has no coordinates: it is cleared, with a message.
  const onInvalid = (errors: FieldErrors<JobInfoInput>) => {
    if ((errors.loc_lat || errors.loc_lng) && form.getValues('location')) {
      form.setValue('location', '');
      form.setError('location', { type: 'manual', message: t('editor.locationCleared') });
    }
  };

  return (
    <Dialog open onClose={requestClose} fullScreen={isMobile} fullWidth maxWidth="md" aria-labelledby="job-editor-title">
      <DialogTitle id="job-editor-title" sx={{ pr: 7 }}>
        {target.mode === 'new' ? t('editor.addTitle') : t('editor.editTitle')}
      </DialogTitle>
      <IconButton aria-label={t('common.close')} onClick={requestClose} sx={{ position: 'absolute', top: 10, insetInlineEnd: 10 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <form id="job-editor-form" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
          <JobFormFields form={form} />
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={requestClose}>{t('common.cancel')}</Button>
        <Button type="submit" form="job-editor-form" variant="contained" loading={creating.isLoading || saving.isLoading}>
          {target.mode === 'new' ? t('editor.publish') : t('editor.save')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirmClose || blocker.state === 'blocked'}
        title={t('editor.unsavedTitle')}
        text={t('editor.unsaved')}
        confirmLabel={t('editor.leave')}
        cancelLabel={t('editor.stay')}
        danger
        onConfirm={() => {
          setConfirmClose(false);
          if (blocker.state === 'blocked') blocker.proceed();
          else onClose();
        }}
        onCancel={() => {
          setConfirmClose(false);
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
    </Dialog>
  );
};
