import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CALENDAR_STATUSES, CONTENT_EVENT_TYPES, PLATFORMS, PUBLISHERS, WEEK_DAYS } from '@contracts/backoffice/marketing/marketing';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorIssues, errorText } from '../../../shared/api-error';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { useNotices } from '../../../shared/use-notices';
import { SLOTS } from './calendar-dates';
import { LinkedPost } from './linked-post';
import { marketingApi } from './marketing-api';
import { postDraft, type EventDraft } from './event-form';
import { PostPicker } from './post-picker';

export { publishEvent } from './event-form';

type Props = { initial: EventDraft; editId?: string; title?: string; onClose: () => void; onSaved: () => void };

const hours = [...new Set(SLOTS.map((s) => s.hours))];
const minutes = [...new Set(SLOTS.map((s) => s.minutes))];

// A calendar event: its slot (a day, or a day of every week for a plan slot), platform, status,
// publisher and the posts it publishes with what each brought.
export function EventDialog({ initial, editId, title, onClose, onSaved }: Props) {
  const { t } = useTranslation('marketing');
  const mobile = useIsMobile();
  const notices = useNotices();
  const [draft, setDraft] = useState<EventDraft>(initial);
  const [errors, setErrors] = useState<{ text: string; fields: Record<string, string> } | null>(null);
  const [removing, setRemoving] = useState(false);
  const [save, saving] = marketingApi.useCreateEditMEventMutation();
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const field = (key: string) => ({ error: !!errors?.fields[key], helperText: errors?.fields[key] });

  const submit = async (deleted = false) => {
    setErrors(null);
    const newData = { ...draft, date: draft.isPlan ? null : draft.date, weekDay: draft.isPlan ? draft.weekDay : null, posts: draft.isPlan ? [] : draft.posts, ...(deleted ? { deleted } : {}) };
    try {
      await save({ newData, ...(editId ? { editId } : {}) }).unwrap();
      notices.snackbar(deleted ? t('messages.MEventRemoved') : t('messages.MEventSaved'));
      onSaved();
    } catch (error) {
      setRemoving(false);
      setErrors({ text: errorText(error, t('somethingWentWrong')), fields: Object.fromEntries(errorIssues(error).map((i) => [i.path.replace(/^newData\./, '').replace(/\..*$/, ''), i.message])) });
    }
  };

  const select = <K extends 'system' | 'status' | 'type' | 'publisher'>(key: K, options: readonly string[], label: string, translate = false) => (
    <TextField select fullWidth label={label} value={draft[key]} onChange={(e) => set(key, e.target.value as EventDraft[K])} {...field(key)}>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {translate ? t(`status.${o as 'Ready'}`) : o}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={mobile} aria-labelledby="event-title">
      <DialogTitle id="event-title" dir="auto">
        {title ?? (editId ? t('event.editTitle') : t('event.newTitle'))}
      </DialogTitle>
      <DialogContent dividers>
        {errors && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.text}
          </Alert>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>{select('system', PLATFORMS, t('event.system'))}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormControlLabel control={<Checkbox checked={draft.isPlan} onChange={(e) => setDraft((d) => ({ ...d, isPlan: e.target.checked, weekDay: d.weekDay ?? 0, status: e.target.checked ? 'No Publish' : d.status }))} />} label={t('event.isPlan')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {draft.isPlan ? (
              <TextField select fullWidth label={t('event.weekDay')} value={draft.weekDay ?? 0} onChange={(e) => set('weekDay', Number(e.target.value))} {...field('weekDay')}>
                {WEEK_DAYS.map((d) => (
                  <MenuItem key={d} value={d}>
                    {t(`weekDay.${d}`)}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField fullWidth type="date" label={t('event.date')} value={draft.date ?? ''} onChange={(e) => set('date', e.target.value || null)} slotProps={{ inputLabel: { shrink: true } }} {...field('date')} />
            )}
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextField select fullWidth label={t('event.hours')} value={draft.timeHours} onChange={(e) => set('timeHours', Number(e.target.value))} {...field('timeHours')}>
              {hours.map((h) => (
                <MenuItem key={h} value={h}>
                  {String(h).padStart(2, '0')}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextField select fullWidth label={t('event.minutes')} value={draft.timeMinutes} onChange={(e) => set('timeMinutes', Number(e.target.value))} {...field('timeMinutes')}>
              {minutes.map((m) => (
                <MenuItem key={m} value={m}>
                  {String(m).padStart(2, '0')}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{select('status', draft.isPlan ? ['No Publish'] : CALENDAR_STATUSES, t('event.status'), true)}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{select('type', CONTENT_EVENT_TYPES, t('event.type'))}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{select('publisher', PUBLISHERS.map((p) => p.name), t('event.publisher'))}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth label={t('event.location')} value={draft.location} onChange={(e) => set('location', e.target.value)} slotProps={{ htmlInput: { dir: 'auto', maxLength: 200 } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth label={t('event.profile')} value={draft.profile} onChange={(e) => set('profile', e.target.value)} slotProps={{ htmlInput: { dir: 'auto', maxLength: 200 } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormControlLabel control={<Checkbox checked={draft.isComment} onChange={(e) => set('isComment', e.target.checked)} />} label={t('event.isComment')} />
          </Grid>
        </Grid>
        {!draft.isPlan && (
          <Stack sx={{ gap: 1.5, mt: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {t('event.posts')}
            </Typography>
            {errors?.fields.posts && (
              <Typography color="error" variant="body2">
                {errors.fields.posts}
              </Typography>
            )}
            {draft.posts.map((p, i) => (
              <LinkedPost
                key={`${p.name}-${i}`}
                post={p}
                figures={draft.status === 'Published'}
                onChange={(next) => set('posts', draft.posts.map((x, j) => (j === i ? next : x)))}
                onRemove={() => set('posts', draft.posts.filter((_x, j) => j !== i))}
              />
            ))}
            <PostPicker exclude={draft.posts.map((p) => p.name.toLowerCase())} onPick={(post) => set('posts', [...draft.posts, postDraft(post.name)])} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, justifyContent: editId ? 'space-between' : 'flex-end' }}>
        {editId && (
          <Button color="error" onClick={() => setRemoving(true)}>
            {t('event.remove')}
          </Button>
        )}
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button onClick={onClose}>{t('event.cancel')}</Button>
          <Button variant="contained" loading={saving.isLoading} onClick={() => void submit()}>
            {t('event.save')}
          </Button>
        </Stack>
      </DialogActions>
      <ConfirmDialog open={removing} danger title={t('event.removeTitle')} text={t('event.removeText')} confirmLabel={t('event.remove')} busy={saving.isLoading} onCancel={() => setRemoving(false)} onConfirm={() => void submit(true)} />
    </Dialog>
  );
}
