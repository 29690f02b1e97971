import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NAME_MAX, registerDataSchema, type Occurrence, type RegisterData } from '@contracts/backoffice/events/webinar';
import { errorText } from '../../../shared/api-error';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { schemaProblems, serverProblems, type Problems as FormProblems } from './form-problems';
import { OccurrenceTime } from './occurrence-time';

type Form = { email: string; firstName: string; lastName: string; phone: string };
type Problems = FormProblems<keyof Form>;
const empty: Form = { email: '', firstName: '', lastName: '', phone: '' };

const problemsOf = (form: Form): Problems => schemaProblems(registerDataSchema, form);

type Props = {
  occurrence: Occurrence;
  busy: boolean;
  // answers whether the occurrence was full (nobody registered)
  onSubmit(form: RegisterData, waitlist: boolean): Promise<{ limitReached: boolean }>;
  onClose(): void;
};

// Register: email, first and last name, phone (all required). A full occurrence says 'not
// registered, no places left' and offers the waitlist with what was typed.
export function RegisterDialog({ occurrence, busy, onSubmit, onClose }: Props) {
  const { t } = useTranslation('events');
  const mobile = useIsMobile();
  const [form, setForm] = useState(empty);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [full, setFull] = useState(false);

  const submit = async (waitlist: boolean) => {
    const found = problemsOf(form);
    setProblems(found);
    if (Object.keys(found).length) return;
    setFailure(null);
    const checked = registerDataSchema.parse(form);
    await onSubmit(checked, waitlist)
      .then((answer) => setFull(answer.limitReached))
      .catch((error: unknown) => {
        const onFields = serverProblems<keyof Form>(error);
        setProblems(onFields);
        setFailure(Object.keys(onFields).length ? null : errorText(error, t('form.somethingWentWrong')));
      });
  };
  const field = (key: keyof Form, label: string, extra: { type?: string; autoComplete: string; max: number }) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
      error={Boolean(problems[key])}
      helperText={problems[key]}
      required
      fullWidth
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      slotProps={{ htmlInput: { dir: 'auto', maxLength: extra.max } }}
    />
  );

  if (full)
    return (
      <Dialog open onClose={onClose} aria-labelledby="event-full-title" fullWidth maxWidth="xs">
        <DialogTitle id="event-full-title">{t('form.fullTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ fontWeight: 600, color: 'text.primary' }}>{t('form.fullText')}</DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>{t('form.fullHint')}</DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('form.close')}</Button>
          <Button variant="contained" loading={busy} onClick={() => void submit(true)} autoFocus>
            {t('form.joinWaitlist')}
          </Button>
        </DialogActions>
      </Dialog>
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby="event-register-title" fullWidth maxWidth="sm" fullScreen={mobile}>
      <DialogTitle id="event-register-title">{t('form.title')}</DialogTitle>
      <DialogContent dividers>
        <OccurrenceTime start={occurrence.date} end={occurrence.end} />
        <Stack
          component="form"
          id="event-register-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit(false);
          }}
          sx={{ gap: 2, pt: 2 }}
        >
          {field('email', t('form.email'), { type: 'email', autoComplete: 'email', max: 200 })}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {field('firstName', t('form.firstName'), { autoComplete: 'given-name', max: NAME_MAX })}
            {field('lastName', t('form.lastName'), { autoComplete: 'family-name', max: NAME_MAX })}
          </Stack>
          {field('phone', t('form.phone'), { type: 'tel', autoComplete: 'tel', max: 30 })}
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t('form.cancel')}</Button>
        <Button variant="contained" type="submit" form="event-register-form" loading={busy}>
          {t('form.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
