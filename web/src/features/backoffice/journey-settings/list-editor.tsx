import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CancelRounded from '@mui/icons-material/CancelRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { listValueSchema, normalListValue, withoutValue, type JourneyListName, type ListSetting } from '@contracts/backoffice/journey-settings/lists';
import { STATUSES_ACTED_ON } from '@contracts/coaching/journey/lists';
import { translateMessage } from '../../../app/i18n';
import { errorIssues, errorText } from '../../../shared/api-error';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { lastChangeOf } from '../../../shared/last-change';

type Props = { name: JourneyListName; setting: ListSetting; saving: boolean; onSave: (values: string[]) => Promise<unknown> };

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

// values a list keeps whatever is saved: the statuses the service itself acts on
const keptValues: Partial<Record<JourneyListName, readonly string[]>> = { statuses: STATUSES_ACTED_ON };

// One of the journey's lists: its values as chips (each removed by its icon, or Backspace/Delete on
// the focused chip), a box to add one (Enter adds too) checked by the server's own rule, Save and
// Cancel once it changed, and its last change. A save that removes values asks first.
export function ListEditor({ name, setting, saving, onSave }: Props) {
  const { t, i18n } = useTranslation('journeySettings');
  const [draft, setDraft] = useState<string[] | null>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const values = draft ?? setting.value;
  const changed = draft !== null && !same(draft, setting.value);
  const removed = setting.value.filter((v) => !values.some((kept) => normalListValue(kept) === normalListValue(v)));
  const label = t(`list.${name}`);

  const add = () => {
    const parsed = listValueSchema(name).safeParse(text);
    if (!parsed.success) return setTextError(translateMessage(parsed.error.issues[0]?.message ?? ''));
    if (values.some((v) => normalListValue(v) === parsed.data)) return setTextError(t('already', { value: parsed.data }));
    setDraft([...values, parsed.data]);
    setText('');
    setTextError(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const save = async () => {
    setConfirming(false);
    setFailure(null);
    try {
      await onSave(values);
      setDraft(null);
    } catch (error) {
      const issue = errorIssues(error)[0];
      setFailure(issue ? translateMessage(issue.message) : errorText(error, t('saveFailed')));
    }
  };
  const cancel = () => {
    setDraft(null);
    setFailure(null);
    setText('');
    setTextError(null);
  };
  const change = lastChangeOf(setting, i18n.language);
  const last = t(change.key, change.params);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <div>
        <Typography id={titleId} variant="h6" component="h3" sx={{ fontSize: 18 }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`help.${name}`)}
        </Typography>
      </div>
      {values.length ? (
        <Box component="ul" aria-label={t('values', { list: label })} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {values.map((value) => (
            <li key={value}>
              {keptValues[name]?.includes(value) ? (
                <Chip label={<bdi>{value}</bdi>} icon={<LockOutlined />} variant="outlined" title={t('kept', { value })} aria-label={t('kept', { value })} />
              ) : (
                <Chip
                  label={<bdi>{value}</bdi>}
                  // the chip is its own remove button: clicked, or focused and Enter, Space, Backspace or Delete
                  onClick={() => setDraft(withoutValue(values, value))}
                  onDelete={() => setDraft(withoutValue(values, value))}
                  deleteIcon={<CancelRounded titleAccess={t('remove', { value })} />}
                  aria-label={t('remove', { value })}
                />
              )}
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
          {t('empty')}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('addTo', { list: label })}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setTextError(null);
          }}
          onKeyDown={onKeyDown}
          error={Boolean(textError)}
          helperText={textError ?? ' '}
          type={name === 'emailsToSendTest' || name === 'newsLetterEmails' ? 'email' : 'text'}
          slotProps={{ htmlInput: { dir: 'auto' } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button variant="outlined" onClick={add} disabled={!text.trim()} sx={{ minHeight: 40 }}>
          {t('add')}
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 'auto' }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', flex: '1 1 180px' }}>
          {last}
        </Typography>
        {changed && <Button onClick={cancel}>{t('cancel')}</Button>}
        <Button variant="contained" disabled={!changed} loading={saving} onClick={() => (removed.length ? setConfirming(true) : void save())}>
          {t('save')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle', { list: label })}
        text={t('confirmText', { values: removed.join(', ') })}
        confirmLabel={t('confirmSave')}
        danger
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
