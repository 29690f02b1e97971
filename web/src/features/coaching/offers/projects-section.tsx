import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { offersMessages } from '@contracts/coaching/offers/messages';
import type { TalentProject } from '@contracts/coaching/offers/offers';
import { translateMessage } from '../../../app/i18n';
import { errorIssues } from '../../../shared/api-error';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { useNotices } from '../../../shared/use-notices';
import { offersApi, useGetTalentProjectsQuery } from './offers-api';
import { dayText } from './salary-text';


// Add or edit a side project: a title (required), a link, a description, start and end dates
// (the end not before the start). The server says the same; its answer's issues land on the fields.
const ProjectDialog = ({ project, onClose }: { project?: TalentProject; onClose: () => void }) => {
  const { t } = useTranslation('offers');
  const mobile = useIsMobile();
  const notices = useNotices();
  const [form, setForm] = useState({
    title: project?.title ?? '',
    link: project?.link ?? '',
    description: project?.description ?? '',
    startDate: project?.startDate ?? '',
    endDate: project?.endDate ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = offersApi.useCreateEditTalentProjectMutation();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const submit = async () => {
    const found: Record<string, string> = {};
    if (!form.title.trim()) found.title = translateMessage(offersMessages.TalentProjectTitleRequired);
    if (form.startDate && form.endDate && form.endDate < form.startDate) found.endDate = translateMessage(offersMessages.TalentProjectEndsBeforeStart);
    setErrors(found);
    if (Object.keys(found).length) return;
    const newData = {
      ...(project ? { _id: project._id } : {}),
      title: form.title.trim(),
      link: form.link.trim(),
      description: form.description.trim(),
      startDate: form.startDate || null,
      endDate: form.endDate || null,
    };
    try {
      await save({ newData }).unwrap();
      onClose();
    } catch (e) {
      const issues = errorIssues(e).filter((i) => i.path.startsWith('newData.'));
      if (issues.length) setErrors(Object.fromEntries(issues.map((i) => [i.path.slice('newData.'.length), translateMessage(i.message)])));
      else notices.error(e);
    }
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} maxWidth="sm" fullWidth aria-labelledby="project-form-title">
      <DialogTitle id="project-form-title">{project ? t('projects.editTitle') : t('projects.addTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start', pt: '8px !important' }}>
        <TextField required label={t('projects.name')} autoFocus {...field('title')} />
        <TextField label={t('projects.link')} type="url" placeholder="https://" slotProps={{ htmlInput: { dir: 'ltr' } }} {...field('link')} />
        <TextField label={t('projects.description')} multiline minRows={2} maxRows={8} {...field('description')} />
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
          <TextField type="date" label={t('projects.startDate')} slotProps={{ inputLabel: { shrink: true } }} {...field('startDate')} />
          <TextField type="date" label={t('projects.endDate')} slotProps={{ inputLabel: { shrink: true } }} {...field('endDate')} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" loading={saving.isLoading} onClick={() => void submit()}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

// A client's side projects under their jobs: the latest started first, add, edit, delete after a
// confirmation.
export const ProjectsSection = () => {
  const { t, i18n } = useTranslation('offers');
  const notices = useNotices();
  const { data, isLoading } = useGetTalentProjectsQuery();
  const [editing, setEditing] = useState<{ project?: TalentProject } | null>(null);
  const [deleting, setDeleting] = useState<TalentProject | null>(null);
  const [remove, removing] = offersApi.useCreateEditTalentProjectMutation();
  const projects = data?.talentProjects ?? [];
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ newData: { _id: deleting._id, isDelete: true } }).unwrap();
      setDeleting(null);
    } catch (e) {
      notices.error(e);
    }
  };
  const dates = (p: TalentProject) =>
    [p.startDate, p.endDate].some(Boolean) ? `${p.startDate ? dayText(i18n.language, p.startDate) : ''} – ${p.endDate ? dayText(i18n.language, p.endDate) : ''}` : '';
  return (
    <section aria-labelledby="projects-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id="projects-heading" variant="h6" component="h2">
          {t('projects.title')}
        </Typography>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({})}>
          {t('projects.add')}
        </Button>
      </Stack>
      {!isLoading && projects.length === 0 && <Typography color="text.secondary">{t('projects.empty')}</Typography>}
      <Stack sx={{ gap: 1 }}>
        {projects.map((p) => (
          <Paper key={p._id} variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }} data-testid="project-row">
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{p.title}</Typography>
              {dates(p) && (
                <Typography variant="body2" color="text.secondary">
                  {dates(p)}
                </Typography>
              )}
              {p.link && (
                <Link href={p.link} target="_blank" rel="noopener noreferrer" dir="ltr" sx={{ overflowWrap: 'anywhere', fontSize: 14 }}>
                  {p.link}
                </Link>
              )}
              {p.description && <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{p.description}</Typography>}
            </Box>
            <IconButton size="small" aria-label={`${t('edit')}: ${p.title}`} onClick={() => setEditing({ project: p })}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={`${t('delete')}: ${p.title}`} onClick={() => setDeleting(p)}>
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Paper>
        ))}
      </Stack>
      {editing && <ProjectDialog {...(editing.project ? { project: editing.project } : {})} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        danger
        busy={removing.isLoading}
        title={t('projects.deleteTitle')}
        text={t('projects.deleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
};
