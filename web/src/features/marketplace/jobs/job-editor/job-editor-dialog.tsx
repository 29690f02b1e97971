import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import { jobInfoSchema, type Job, type JobInfo, type JobInfoInput } from '@contracts/marketplace/jobs/job';
import { jobsApi } from '../jobs-api';
import { errorIssues, errorText } from '../../../../shared/api-error';
import { ConfirmDialog } from '../../../../shared/confirm-dialog';
import { EditableSection } from '../../../../shared/editable-section';
import { applyServerIssues } from '../../../../shared/form-fields';
import { useIsMobile } from '../../../../shared/use-is-mobile';
import { useNotices } from '../../../../shared/use-notices';
import { useUnsavedPrompt } from '../../../../shared/use-unsaved-prompt';
import { sectionFields, sectionForms, type JobForm, type JobSectionId } from './job-form';
import { changedFields, emptyJobForm, jobFormFields, jobToForm } from './job-form-values';
import { JobSectionView } from './job-section-views';

export type EditorTarget = { mode: 'new' } | { mode: 'edit'; job: Job };

const sections: readonly JobSectionId[] = ['role', 'location', 'salary', 'tags', 'description'];
const sectionTitle = { role: 'editor.roleSection', location: 'editor.locationSection', salary: 'editor.salarySection', tags: 'editor.tagsSection', description: 'editor.descriptionSection' } as const;

// A job's sections, as the profile's: a new job has every section open and one Post; a posted job is
// read section by section, each edited and saved on its own. Preview reads the whole job; Done Edit
// and Preview wait while a section is being edited, and leaving with changes asks first.
export const JobEditorDialog = ({ target, onClose }: { target: EditorTarget; onClose: () => void }) => {
  const { t } = useTranslation('jobs');
  const isMobile = useIsMobile();
  const notices = useNotices();
  const [createJob, creating] = jobsApi.useCreateNewJobMutation();
  const [saveJob, saving] = jobsApi.useSaveUserJobMutation();
  const isNew = target.mode === 'new';
  const [open, setOpen] = useState<ReadonlySet<JobSectionId>>(new Set(isNew ? sections : []));
  const [preview, setPreview] = useState(false);
  const [savingSection, setSavingSection] = useState<JobSectionId | null>(null);
  const [failure, setFailure] = useState<{ section: JobSectionId; text: string } | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const form: JobForm = useForm<JobInfoInput, unknown, JobInfo>({
    resolver: zodResolver(jobInfoSchema),
    defaultValues: target.mode === 'edit' ? jobToForm(target.job) : emptyJobForm(),
  });
  const { isDirty, isSubmitSuccessful } = form.formState;
  const unsaved = isDirty && !isSubmitSuccessful;
  const blocker = useUnsavedPrompt(unsaved);
  const editing = isNew ? 0 : open.size;

  const requestClose = () => (unsaved ? setConfirmClose(true) : onClose());
  const toggle = (id: JobSectionId, on: boolean) => setOpen((now) => new Set(on ? [...now, id] : [...now].filter((s) => s !== id)));

  const onPost = async (values: JobInfo) => {
    try {
      const result = await createJob({ jobInfo: values }).unwrap();
      if (result.jobLimitReached) notices.message(t('myJobs.limitTitle'), t('myJobs.savedInactiveText'));
      else notices.snackbar(t('editor.created'));
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

  // One section of a posted job: its fields checked (every problem at once), then only what changed sent.
  const saveSection = async (id: JobSectionId) => {
    if (target.mode !== 'edit') return;
    setFailure(null);
    const fields = sectionFields[id] as (keyof JobInfoInput)[];
    if (!(await form.trigger(fields))) return onInvalid(form.formState.errors);
    const values = form.getValues() as JobInfo;
    const dirty = Object.fromEntries(fields.filter((f) => form.getFieldState(f).isDirty).map((f) => [f, true]));
    const changes = changedFields(values, dirty);
    if (Object.keys(changes).length) {
      setSavingSection(id);
      try {
        await saveJob({ jobId: target.job._id, jobInfo: changes }).unwrap();
        for (const field of fields) form.resetField(field, { defaultValue: form.getValues(field) });
        notices.snackbar(t('editor.saved'));
      } catch (error) {
        if (!applyServerIssues(form.setError, errorIssues(error), jobFormFields, 'jobInfo.')) setFailure({ section: id, text: errorText(error, t('common.somethingWentWrong')) });
        return;
      } finally {
        setSavingSection(null);
      }
    }
    toggle(id, false);
  };

  const cancelSection = (id: JobSectionId) => {
    for (const field of sectionFields[id]) form.resetField(field);
    setFailure(null);
    toggle(id, false);
  };

  const values = form.watch();
  return (
    <Dialog open onClose={requestClose} fullScreen={isMobile} fullWidth maxWidth="md" aria-labelledby="job-editor-title">
      <DialogTitle id="job-editor-title" sx={{ pr: 7 }}>
        {isNew ? t('editor.addTitle') : t('editor.editTitle')}
      </DialogTitle>
      <IconButton aria-label={t('common.close')} onClick={requestClose} sx={{ position: 'absolute', top: 10, insetInlineEnd: 10 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        {preview && <Alert severity="info" sx={{ mb: 2 }}>{t('editor.previewNote')}</Alert>}
        {editing > 0 && (
          <Alert severity="info" role="status" sx={{ mb: 2 }}>
            {t('editor.editingCount', { count: editing })}
          </Alert>
        )}
        {/* a new job is one form with one Post; a posted job's sections are forms of their own, never nested in another */}
        <Stack
          spacing={2}
          {...(isNew ? { component: 'form', id: 'job-editor-form', noValidate: true, onSubmit: form.handleSubmit(onPost, onInvalid) } : { component: 'div' })}
        >
          {sections.map((id) => {
            const Fields = sectionForms[id];
            const title = t(sectionTitle[id]);
            return (
              <EditableSection
                key={id}
                id={id}
                title={title}
                editable={!isNew && !preview}
                editing={!preview && open.has(id)}
                onEdit={() => toggle(id, true)}
                onCancel={isNew ? undefined : () => cancelSection(id)}
                onSave={isNew ? undefined : () => void saveSection(id)}
                saving={savingSection === id || (saving.isLoading && savingSection === id)}
                failure={failure?.section === id ? failure.text : null}
                labels={{ edit: t('editor.sectionEdit'), editNamed: t('editor.sectionEditNamed', { section: title }), cancel: t('editor.sectionCancel'), save: t('editor.sectionSave') }}
                view={<JobSectionView id={id} values={values} />}
              >
                <Fields form={form} autoFocus={isNew && id === 'role'} />
              </EditableSection>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 1.5, sm: 3 }, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {!preview && isNew && <Button onClick={requestClose}>{t('common.cancel')}</Button>}
        <Button variant="outlined" disabled={editing > 0} onClick={() => setPreview((now) => !now)}>
          {preview ? t('editor.backToEdit') : t('editor.preview')}
        </Button>
        {isNew ? (
          <Button type="submit" form="job-editor-form" variant="contained" loading={creating.isLoading}>
            {t('editor.publish')}
          </Button>
        ) : (
          <Button variant="contained" disabled={editing > 0} onClick={onClose}>
            {t('editor.done')}
          </Button>
        )}
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
          if (blocker.state === 'blocked') blocker.proceed?.();
          else onClose();
        }}
        onCancel={() => {
          setConfirmClose(false);
          if (blocker.state === 'blocked') blocker.reset?.();
        }}
      />
    </Dialog>
  );
};
