import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ExtraOut, PersonOut, ReviewData } from '@contracts/backoffice/reviews/calls';
import { extraFlags, type ExtraFlag, type ItemKind } from '@contracts/backoffice/reviews/review';
import { errorIssues, errorText } from '../../../shared/api-error';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { translateCode } from '../../../app/i18n';

export type CuratedItem = { kind: ItemKind; id: string; label: string };
type Props = { item: CuratedItem | null; extra: ExtraOut | undefined; email: string; people: ReviewData['usersData']; saving: boolean; error: unknown; onSave: (body: SaveBody) => void; onClose: () => void };
export type SaveBody = { data?: { kind: ItemKind; id: string } & ExtraOut; userData?: PersonOut };

const noExtra: ExtraOut = { email: '', gReviewLink: '', hide: false, synamedia: false, bfl: false, b2b: false };
const noPerson = (email: string): PersonOut => ({ email, firstName: '', lastName: '', title: '', linkedin: '', linkedinPost: '' });
const personFields = ['firstName', 'lastName', 'title', 'linkedin', 'linkedinPost'] as const;

// The 'Extra data' dialog (spec §2): an item's email, link and flags, and the data of the person it
// is from, kept by email. Opened from the Users list, it edits the person alone.
export function ExtraDataDialog({ item, extra, email: startEmail, people, saving, error, onSave, onClose }: Props) {
  const { t } = useTranslation('reviews');
  const mobile = useIsMobile();
  const [fields, setFields] = useState<ExtraOut>({ ...noExtra, ...extra, email: extra?.email ?? startEmail });
  const email = (item ? fields.email : startEmail).trim().toLowerCase();
  const [person, setPerson] = useState<PersonOut>(people[email] ?? noPerson(email));
  const [confirmHide, setConfirmHide] = useState(false);
  // the person follows the email typed: a known one fills in
  const setEmail = (value: string) => {
    setFields((f) => ({ ...f, email: value }));
    const known = people[value.trim().toLowerCase()];
    if (known) setPerson(known);
  };
  const issue = (path: string) => {
    const found = errorIssues(error).find((i) => i.path === path);
    return found ? translateCode('messages', found.code ?? '', found.params, found.message) : undefined;
  };
  const personTouched = personFields.some((f) => person[f].trim() !== (people[email]?.[f] ?? ''));
  const body: SaveBody = {
    ...(item ? { data: { kind: item.kind, id: item.id, ...fields, email } } : {}),
    ...(email && (personTouched || !item) ? { userData: { ...person, email } } : {}),
  };
  const submit = () => (item && fields.hide && !extra?.hide ? setConfirmHide(true) : onSave(body));
  const flag = (name: ExtraFlag) => (
    <FormControlLabel key={name} control={<Checkbox checked={fields[name]} onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.checked }))} />} label={t(`flags.${name}`)} />
  );
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="sm" aria-labelledby="extra-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="extra-title">{item ? t('extra.title') : t('user.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {item && (
              <>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('extra.item')}: <bdi>{item.label}</bdi>
                </Typography>
                <TextField label={t('extra.email')} type="email" value={fields.email} onChange={(e) => setEmail(e.target.value)} error={!!issue('data.email')} helperText={issue('data.email')} autoFocus slotProps={{ htmlInput: { dir: 'ltr' } }} />
                {item.kind === 'review' && (
                  <TextField label={t('extra.gReviewLink')} value={fields.gReviewLink} onChange={(e) => setFields((f) => ({ ...f, gReviewLink: e.target.value }))} error={!!issue('data.gReviewLink')} helperText={issue('data.gReviewLink')} slotProps={{ htmlInput: { dir: 'ltr' } }} />
                )}
                <FormGroup row>{extraFlags.map(flag)}</FormGroup>
                <Divider />
              </>
            )}
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('extra.person')} {email && <bdi dir="ltr">({email})</bdi>}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: '0 !important' }}>
              {email ? t('extra.personHint') : t('extra.noEmail')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField fullWidth label={t('extra.firstName')} value={person.firstName} disabled={!email} onChange={(e) => setPerson((p) => ({ ...p, firstName: e.target.value }))} slotProps={{ htmlInput: { dir: 'auto', maxLength: 100 } }} />
              <TextField fullWidth label={t('extra.lastName')} value={person.lastName} disabled={!email} onChange={(e) => setPerson((p) => ({ ...p, lastName: e.target.value }))} slotProps={{ htmlInput: { dir: 'auto', maxLength: 100 } }} />
            </Stack>
            <TextField label={t('extra.jobTitle')} value={person.title} disabled={!email} onChange={(e) => setPerson((p) => ({ ...p, title: e.target.value }))} slotProps={{ htmlInput: { dir: 'auto', maxLength: 200 } }} />
            <TextField label={t('extra.linkedin')} value={person.linkedin} disabled={!email} onChange={(e) => setPerson((p) => ({ ...p, linkedin: e.target.value }))} error={!!issue('userData.linkedin')} helperText={issue('userData.linkedin')} slotProps={{ htmlInput: { dir: 'ltr' } }} />
            <TextField label={t('extra.linkedinPost')} value={person.linkedinPost} disabled={!email} onChange={(e) => setPerson((p) => ({ ...p, linkedinPost: e.target.value }))} error={!!issue('userData.linkedinPost')} helperText={issue('userData.linkedinPost')} slotProps={{ htmlInput: { dir: 'ltr' } }} />
            {error && !errorIssues(error).some((i) => issue(i.path)) ? (
              <Alert severity="error" role="alert">
                {errorText(error, t('saveFailed'))}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving} disabled={!body.data && !body.userData}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
      <ConfirmDialog
        open={confirmHide}
        title={t('flags.hide')}
        text={t('extra.hideConfirm')}
        confirmLabel={t('save')}
        cancelLabel={t('cancel')}
        onCancel={() => setConfirmHide(false)}
        onConfirm={() => {
          setConfirmHide(false);
          onSave(body);
        }}
      />
    </Dialog>
  );
}
