import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { leadFieldsSchema, leadFieldChanged, googleCalendarUrl, LEAD_CHANNELS, LEAD_RELEVANCE, NEW_LEAD_ID, SUMMARY_MAX_ROWS, type StaffMember } from '@contracts/backoffice/leads/lead';
import { errorIssues, errorText } from '../../../shared/api-error';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { fromLocalInput, localInput, newDataOf, type LeadForm } from './lead-form';
import { downloadIcs } from './lead-ics';

export type LeadDialogMode = 'edit' | 'delete';

type Props = {
  open: boolean;
  mode: LeadDialogMode;
  lead: LeadForm;
  staff: readonly StaffMember[];
  statuses: readonly string[];
  busy: boolean;
  onSave(newData: ReturnType<typeof newDataOf>): Promise<unknown>;
  onDelete(id: string): Promise<unknown>;
  onClose(): void;
  // the clock the rules read (tests pass theirs)
  now?: () => Date;
};

type Problems = Partial<Record<string, string>>;

// The problems the browser can tell before a call, by field (the contract's own rules).
const problemsOf = (form: LeadForm): Problems => {
  const { _id: _id, ...fields } = newDataOf(form);
  const checked = leadFieldsSchema.safeParse(fields);
  if (checked.success) return {};
  return Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message]));
};

// 'Add Lead' (id -1) or 'Edit Lead' with every rule of the form, and 'Delete Lead' asking
// 'Are you sure?'. The server holds the same rules; what it refuses shows on its field.
export function LeadDialog({ open, mode: initialMode, lead, staff, statuses, busy, onSave, onDelete, onClose, now = () => new Date() }: Props) {
  const { t } = useTranslation('leads');
  const mobile = useIsMobile();
  const [form, setForm] = useState(lead);
  const [mode, setMode] = useState(initialMode);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const isNew = form._id === NEW_LEAD_ID;
  const change = (next: Partial<LeadForm>) => setForm((before) => leadFieldChanged(before, next, now()));
  const calendar = googleCalendarUrl(form);

  const fail = (error: unknown) => {
    const issues = errorIssues(error);
    const onFields = Object.fromEntries(issues.filter((i) => i.path.startsWith('newData.')).map((i) => [i.path.slice('newData.'.length), i.message]));
    setProblems(onFields);
    setFailure(Object.keys(onFields).length ? null : errorText(error, t('dialog.somethingWentWrong')));
  };
  const save = async () => {
    const found = problemsOf(form);
    setProblems(found);
    if (Object.keys(found).length) return;
    setFailure(null);
    await onSave(newDataOf(form)).catch(fail);
  };
  const remove = async () => {
    setFailure(null);
    if (typeof form._id === 'string') await onDelete(form._id).catch(fail);
  };
  const field = (key: keyof LeadForm) => ({ error: Boolean(problems[key]), helperText: problems[key], fullWidth: true, size: 'small' as const });
  const title = mode === 'delete' ? t('dialog.delete') : isNew ? t('dialog.add') : t('dialog.edit');

  if (mode === 'delete')
    return (
      <Dialog open={open} onClose={onClose} aria-labelledby="lead-dialog-title" fullWidth maxWidth="xs">
        <DialogTitle id="lead-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ fontWeight: 600, color: 'text.primary' }}>{t('dialog.sure')}</DialogContentText>
          <DialogContentText>{t('dialog.sureText', { name: form.name || t('row.noName') })}</DialogContentText>
          {failure && <Alert severity="error" sx={{ mt: 2 }}>{failure}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} autoFocus>
            {t('dialog.no')}
          </Button>
          <Button variant="contained" color="error" loading={busy} onClick={() => void remove()}>
            {t('dialog.yes')}
          </Button>
        </DialogActions>
      </Dialog>
    );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="lead-dialog-title" fullWidth maxWidth="md" fullScreen={mobile}>
      <DialogTitle id="lead-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id="lead-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}
        >
          <TextField label={t('dialog.name')} value={form.name} onChange={(e) => change({ name: e.target.value })} {...field('name')} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField label={t('dialog.email')} type="email" value={form.email} onChange={(e) => change({ email: e.target.value })} {...field('email')} slotProps={{ htmlInput: { dir: 'ltr', maxLength: 200 } }} />
          <TextField label={t('dialog.phone')} type="tel" value={form.phone} onChange={(e) => change({ phone: e.target.value })} {...field('phone')} slotProps={{ htmlInput: { dir: 'ltr', maxLength: 40 } }} />
          <TextField label={t('dialog.internationalPhone')} type="tel" value={form.internationalPhone} onChange={(e) => change({ internationalPhone: e.target.value })} {...field('internationalPhone')} slotProps={{ htmlInput: { dir: 'ltr', maxLength: 40 } }} />
          <TextField select label={t('dialog.channel')} value={form.communicationChannel} onChange={(e) => change({ communicationChannel: e.target.value as LeadForm['communicationChannel'] })} {...field('communicationChannel')}>
            {LEAD_CHANNELS.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`channel.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('dialog.status')} value={form.status} onChange={(e) => change({ status: e.target.value })} {...field('status')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">
              <em>{t('dialog.noStatus')}</em>
            </MenuItem>
            {statuses.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('dialog.csManager')} value={form.csManager ?? ''} onChange={(e) => change({ csManager: e.target.value || null })} {...field('csManager')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">
              <em>{t('dialog.noManager')}</em>
            </MenuItem>
            {staff.map((s) => (
              <MenuItem key={s._id} value={s._id}>
                {s.name || s.email}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('dialog.relevant')} value={form.relevant} onChange={(e) => change({ relevant: e.target.value as LeadForm['relevant'] })} {...field('relevant')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            {LEAD_RELEVANCE.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`relevance.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('dialog.date')}
            type="datetime-local"
            value={localInput(form.date || null)}
            onChange={(e) => change({ date: fromLocalInput(e.target.value) ?? '' })}
            {...field('date')}
            helperText={problems.date ?? (isNew ? t('dialog.dateHint') : undefined)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
          />
          <Stack sx={{ justifyContent: 'center' }}>
            <FormControlLabel control={<Checkbox checked={form.isKnewAboutService} onChange={(e) => change({ isKnewAboutService: e.target.checked })} />} label={t('dialog.knewAboutService')} />
            <FormControlLabel control={<Checkbox checked={form.contactedUs} onChange={(e) => change({ contactedUs: e.target.checked })} />} label={t('dialog.contactedUs')} />
          </Stack>
          <TextField
            label={t('dialog.summary')}
            multiline
            minRows={3}
            maxRows={SUMMARY_MAX_ROWS}
            value={form.summary}
            onChange={(e) => change({ summary: e.target.value })}
            {...field('summary')}
            helperText={problems.summary ?? t('dialog.summaryHint', { rows: SUMMARY_MAX_ROWS })}
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormControlLabel
            sx={{ gridColumn: '1 / -1' }}
            control={<Checkbox checked={form.isFollowUpNeeded} onChange={(e) => change({ isFollowUpNeeded: e.target.checked })} />}
            label={t('dialog.followUp')}
          />
          {form.isFollowUpNeeded && (
            <TextField
              label={t('dialog.reminder')}
              type="datetime-local"
              value={localInput(form.followUpReminderDate)}
              onChange={(e) => change({ followUpReminderDate: fromLocalInput(e.target.value) })}
              {...field('followUpReminderDate')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
            />
          )}
          {form.isFollowUpNeeded && calendar && (
            <Stack direction="row" role="group" aria-label={t('dialog.calendar')} sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <EventOutlined fontSize="small" color="primary" aria-hidden />
              <Typography variant="body2">{t('dialog.calendar')}:</Typography>
              <Link href={calendar} target="_blank" rel="noopener noreferrer">
                {t('dialog.googleCalendar')}
              </Link>
              <Link component="button" type="button" onClick={() => void downloadIcs(form)}>
                {t('dialog.icsFile')}
              </Link>
            </Stack>
          )}
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {!isNew && (
          <Button color="error" onClick={() => setMode('delete')} sx={{ marginInlineEnd: 'auto' }}>
            {t('dialog.deleteButton')}
          </Button>
        )}
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" type="submit" form="lead-form" loading={busy}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
