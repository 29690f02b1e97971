import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { CoverLetter, Resume } from '@contracts/coaching/documents/documents';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorIssues } from '../../../shared/api-error';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { useNotices } from '../../../shared/use-notices';
import { documentsApi } from './documents-api';

type Who = { staff: boolean };

export const Section = ({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 } }}>
    <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: 18, flex: 1 }}>
        {title}
      </Typography>
      {action}
    </Stack>
    {children}
  </Paper>
);

type Editing<T> = { item: T | null } | null;

// CV links: the client adds; staff also pick one for the cover letter, delete, and convert.
export function CvPanel({ resumes, who }: { resumes: Resume[]; who: Who }) {
  const { t } = useTranslation('documents');
  const notices = useNotices();
  const [editing, setEditing] = useState<Editing<Resume>>(null);
  const [deleting, setDeleting] = useState<Resume | null>(null);
  const [fields, setFields] = useState({ title: '', link: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [add] = documentsApi.useAddResumeMutation();
  const [update] = documentsApi.useUpdateResumeMutation();
  const [toDocx] = documentsApi.useLazyConvertGoogleDocsToDocxQuery();
  const [toPdf] = documentsApi.useLazyConvertGoogleDocsToPdfQuery();
  const open = (item: Resume | null) => {
    setFields({ title: item?.title ?? '', link: item?.link ?? '' });
    setProblem(null);
    setEditing({ item });
  };
  const save = async () => {
    // an uploaded CV keeps its file: only its title changes
    const link = editing?.item?.uploaded ? {} : { link: fields.link };
    const body = { ...(fields.title ? { title: fields.title } : {}), ...link };
    const answer = editing?.item ? await update({ id: editing.item.id, ...body }) : await add({ ...body, link: fields.link });
    if ('error' in answer) {
      setProblem(errorIssues(answer.error)[0]?.message ?? null);
      if (!errorIssues(answer.error).length) notices.error(answer.error);
      return;
    }
    setEditing(null);
  };
  const convert = async (format: 'docx' | 'pdf', resume: Resume) => {
    const answer = await (format === 'docx' ? toDocx : toPdf)({ resumeId: resume.id });
    if (answer.error || !answer.data) notices.error(answer.error);
    else notices.message(t(`messages.${answer.data.messageCode}` as 'messages.ConvertCompleted'), t(`messages.${answer.data.stepsCode}` as 'messages.ConvertFailedDocxSteps'));
  };
  return (
    <Section title={t('cv.title')} action={<Button onClick={() => open(null)}>{t('cv.add')}</Button>}>
      {resumes.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('cv.empty')}</Typography>}
      <List dense disablePadding>
        {resumes.map((r) => (
          <ListItem key={r.id} divider sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            <ListItemText
              primary={<bdi>{r.title}</bdi>}
              secondary={
                r.uploaded ? (
                  <Link href={r.link}>{t('cv.uploadedFile')}</Link>
                ) : (
                  <Link href={r.link} target="_blank" rel="noopener noreferrer" dir="ltr" sx={{ wordBreak: 'break-all' }}>
                    {r.link}
                  </Link>
                )
              }
            />
            {r.picked && <Chip size="small" color="primary" label={t('cv.picked')} />}
            <IconButton size="small" aria-label={`${t('cv.edit')}: ${r.title}`} onClick={() => open(r)}>
              <EditOutlined fontSize="small" />
            </IconButton>
            {who.staff && (
              <>
                {!r.picked && <Button size="small" onClick={() => void update({ id: r.id, picked: true })}>{t('cv.pick')}</Button>}
                {!r.uploaded && (
                  <>
                    <Button size="small" onClick={() => void convert('docx', r)}>{t('cv.toDocx')}</Button>
                    <Button size="small" onClick={() => void convert('pdf', r)}>{t('cv.toPdf')}</Button>
                  </>
                )}
                <IconButton size="small" aria-label={`${t('cv.delete')}: ${r.title}`} onClick={() => setDeleting(r)}>
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </>
            )}
          </ListItem>
        ))}
      </List>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="sm" aria-labelledby="cv-dialog-title">
        <DialogTitle id="cv-dialog-title">{editing?.item ? t('cv.edit') : t('cv.add')}</DialogTitle>
        <DialogContent>
          <TextField fullWidth margin="dense" label={t('cv.titleLabel')} value={fields.title} placeholder={`CV ${resumes.length + 1}`} onChange={(e) => setFields({ ...fields, title: e.target.value })} />
          {editing?.item?.uploaded ? (
            <Typography sx={{ color: problem ? 'error.main' : 'text.secondary', mt: 1 }}>{problem ?? t('cv.uploadedHint')}</Typography>
          ) : (
            <TextField fullWidth margin="dense" required label={t('cv.linkLabel')} value={fields.link} error={problem !== null} helperText={problem ?? ' '} slotProps={{ htmlInput: { dir: 'ltr' } }} onChange={(e) => setFields({ ...fields, link: e.target.value })} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>{t('cancel')}</Button>
          <Button variant="contained" onClick={() => void save()}>{t('save')}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog open={deleting !== null} danger title={t('cv.delete')} text={t('cv.deleteConfirm', { title: deleting?.title ?? '' })} confirmLabel={t('cv.delete')} cancelLabel={t('cancel')} onCancel={() => setDeleting(null)}
        onConfirm={() => { const r = deleting; setDeleting(null); if (r) void update({ id: r.id, isDelete: true }).then((a) => 'error' in a && notices.error(a.error)); }} />
    </Section>
  );
}

function ChangesDialog({ journeyId, letter, onClose }: { journeyId: string; letter: CoverLetter | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('documents');
  const { data, error } = documentsApi.useGetCoverLetterChangesQuery({ journeyId, id: letter?.id ?? '' }, { skip: !letter, refetchOnMountOrArgChange: true });
  const html = (content: string) => <Box sx={{ p: 1, bgcolor: 'grey.50', borderRadius: 1, '& p': { m: 0 } }} dangerouslySetInnerHTML={{ __html: content }} />;
  return (
    <Dialog open={letter !== null} onClose={onClose} fullScreen aria-labelledby="changes-title">
      <DialogTitle id="changes-title">{t('letters.changesTitle', { title: letter?.title ?? '' })}</DialogTitle>
      <DialogContent dividers>
        {error && <Alert severity="error">{t('loadError')}</Alert>}
        {data?.changes.length === 0 && <Alert severity="info">{t('letters.noChanges')}</Alert>}
        <Stack sx={{ gap: 2 }}>
          {data?.changes.map((c) => (
            <Paper key={c._id} variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>{t('letters.by', { who: c.byUserEmail ?? '—', date: new Date(c.dateCreated).toLocaleString(i18n.language) })}</Typography>
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 1 }}>
                <div><Typography variant="subtitle2">{t('letters.before')}</Typography>{html(c.before.content)}</div>
                <div><Typography variant="subtitle2">{t('letters.after')}</Typography>{html(c.after.content)}</div>
              </Box>
            </Paper>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{t('close')}</Button></DialogActions>
    </Dialog>
  );
}

// Cover letters as chips: view, edit, delete (not the picked one), pick; staff see the changes.
export function CoverLettersPanel({ letters, who, journeyId }: { letters: CoverLetter[]; who: Who; journeyId: string }) {
  const { t } = useTranslation('documents');
  const notices = useNotices();
  const mobile = useIsMobile();
  const [editing, setEditing] = useState<Editing<CoverLetter>>(null);
  const [fields, setFields] = useState({ title: '', content: '' });
  const [deleting, setDeleting] = useState<CoverLetter | null>(null);
  const [changes, setChanges] = useState<CoverLetter | null>(null);
  const [save] = documentsApi.useAddEditCoverLetterMutation();
  const [pick] = documentsApi.useHandleSaveDataMutation();
  const open = (item: CoverLetter | null) => {
    setFields({ title: item?.title ?? '', content: item?.content ?? '' });
    setEditing({ item });
  };
  const submit = async () => {
    const answer = await save({ coverLetter: { ...(editing?.item ? { id: editing.item.id } : {}), title: fields.title, content: fields.content, link: editing?.item?.link ?? '', isDelete: false } });
    if ('error' in answer) notices.error(answer.error);
    else setEditing(null);
  };
  return (
    <Section title={t('letters.title')} action={<Button onClick={() => open(null)}>{t('letters.add')}</Button>}>
      {letters.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('letters.empty')}</Typography>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {letters.map((l) => (
          <Paper key={l.id} variant="outlined" sx={{ p: 1, borderColor: l.picked ? 'primary.main' : 'divider', display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            <Chip color={l.picked ? 'primary' : 'default'} label={l.title} onClick={() => open(l)} aria-label={`${t('letters.edit')}: ${l.title}`} />
            {l.picked ? <Typography variant="caption">{t('letters.picked')}</Typography> : (
              <>
                <Button size="small" onClick={() => void pick({ goToNextStep: false, coverLetters: letters.map((x) => ({ id: x.id, picked: x.id === l.id })) }).then((a) => 'error' in a && notices.error(a.error))}>{t('letters.pick')}</Button>
                <IconButton size="small" aria-label={`${t('letters.delete')}: ${l.title}`} onClick={() => setDeleting(l)}><DeleteOutlined fontSize="small" /></IconButton>
              </>
            )}
            {who.staff && <Button size="small" onClick={() => setChanges(l)}>{t('letters.changes')}</Button>}
          </Paper>
        ))}
      </Stack>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullScreen={mobile} fullWidth maxWidth="md" aria-labelledby="letter-dialog-title">
        <DialogTitle id="letter-dialog-title">{editing?.item ? t('letters.edit') : t('letters.add')}</DialogTitle>
        <DialogContent>
          <TextField fullWidth margin="dense" label={t('cv.titleLabel')} value={fields.title} onChange={(e) => setFields({ ...fields, title: e.target.value })} />
          <TextField fullWidth margin="dense" multiline minRows={8} label={t('letters.content')} value={fields.content} onChange={(e) => setFields({ ...fields, content: e.target.value })} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>{t('cancel')}</Button>
          <Button variant="contained" onClick={() => void submit()}>{t('save')}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog open={deleting !== null} danger title={t('letters.delete')} text={t('letters.deleteConfirm', { title: deleting?.title ?? '' })} confirmLabel={t('letters.delete')} cancelLabel={t('cancel')} onCancel={() => setDeleting(null)}
        onConfirm={() => { const l = deleting; setDeleting(null); if (l) void save({ coverLetter: { id: l.id, title: l.title, content: l.content, link: l.link, isDelete: true } }).then((a) => 'error' in a && notices.error(a.error)); }} />
      {who.staff && <ChangesDialog journeyId={journeyId} letter={changes} onClose={() => setChanges(null)} />}
    </Section>
  );
}
