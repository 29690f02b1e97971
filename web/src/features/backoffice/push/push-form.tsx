import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { everyoneQuery, PUSH_MESSAGE_MAX, PUSH_TITLE_MAX, pushQuerySchema, pushRoles, pushTextSchema, type PushHistoryEntry, type PushSend } from '@contracts/backoffice/push/push';
import { translateAnswer, translateMessage } from '../../../app/i18n';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorIssues, errorText } from '../../../shared/api-error';
import { applyServerIssues } from '../../../shared/form-fields';
import { productName } from '../../coaching/portal/product';
import { pushApi } from './push-api';
import { ResultDialog, type Result } from './result-dialog';

export type Person = { _id: string; name: string; email: string };
type Target = 'query' | 'people';
const formSchema = z.object({ ...pushTextSchema, query: pushQuerySchema });
type Values = z.input<typeof formSchema>;
type Parsed = z.output<typeof formSchema>;

// What the form starts from: empty, or a history entry used again (its picked people by id only).
export type Draft = { values: Values; people: Person[]; key: number };
export const emptyDraft: Draft = { values: { messageTitle: '', message: '', query: everyoneQuery }, people: [], key: 0 };
export const draftOf = (entry: PushHistoryEntry, key: number): Draft => ({
  values: { messageTitle: entry.messageTitle, message: entry.message, query: entry.query },
  people: entry.registeredUsers.map((id) => ({ _id: id, name: id, email: '' })),
  key,
});

// People found as they are typed (2 letters or more).
function PeoplePicker({ value, onChange, error }: { value: Person[]; onChange: (people: Person[]) => void; error: string | null }) {
  const { t } = useTranslation('push');
  const [search, setSearch] = useState('');
  const found = pushApi.useFindPushRecipientsQuery({ search: search.trim() }, { skip: search.trim().length < 2 });
  return (
    <Autocomplete
      multiple
      options={found.data?.users ?? []}
      value={value}
      onChange={(_e, people) => onChange(people)}
      onInputChange={(_e, text) => setSearch(text)}
      filterOptions={(options) => options}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      getOptionLabel={(p) => (p.email ? `${p.name} <${p.email}>` : p.name)}
      loading={found.isFetching}
      noOptionsText={search.trim().length < 2 ? t('peopleHelp') : t('noPeople')}
      renderInput={(params) => <TextField {...params} label={t('people')} error={!!error} helperText={error ?? t('peopleHelp')} />}
    />
  );
}

// Compose a push, choose whom it goes to, and send it after the confirmation (or to yourself, or
// keep it for later); the answer shows in a 'Success' or 'Error' dialog.
export function PushForm({ draft }: { draft: Draft }) {
  const { t } = useTranslation('push');
  const [target, setTarget] = useState<Target>(draft.people.length ? 'people' : 'query');
  const [people, setPeople] = useState<Person[]>(draft.people);
  const [peopleError, setPeopleError] = useState<string | null>(null);
  const [pending, setPending] = useState<PushSend | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [send, sending] = pushApi.useSendPushNotificationsMutation();
  const [sendTest, testing] = pushApi.useTestPushNotificationMutation();
  const [keep, keeping] = pushApi.useAddPushNotificaitonHistoryMutation();
  const { control, handleSubmit, setError, watch } = useForm<Values, unknown, Parsed>({ resolver: zodResolver(formSchema), defaultValues: draft.values });
  const busy = sending.isLoading || testing.isLoading || keeping.isLoading;

  const pushOf = (values: Parsed): PushSend | null => {
    if (target === 'people' && people.length === 0) {
      setPeopleError(t('pickSomeone'));
      return null;
    }
    setPeopleError(null);
    return { ...values, query: target === 'query' ? values.query : everyoneQuery, registeredUsers: target === 'people' ? people.map((p) => p._id) : [] };
  };
  const failed = (error: unknown) => {
    applyServerIssues(setError, errorIssues(error), ['messageTitle', 'message', 'query']);
    setResult({ ok: false, text: errorText(error, t('somethingWrong')) });
  };
  const run = async (call: () => Promise<{ message: string; messageCode?: string }>) => {
    try {
      setResult({ ok: true, text: translateAnswer(await call()) });
    } catch (error) {
      failed(error);
    }
  };

  const confirmSend = handleSubmit((values) => setPending(pushOf(values)));
  const testIt = handleSubmit((values) => run(() => sendTest({ messageTitle: values.messageTitle, message: values.message }).unwrap()));
  const keepIt = handleSubmit((values) => {
    const push = pushOf(values);
    if (push) void run(() => keep(push).unwrap());
  });
  const sendIt = async () => {
    const push = pending;
    setPending(null);
    if (push) await run(() => send(push).unwrap());
  };

  const counted = (name: 'messageTitle' | 'message', max: number) => t('count', { count: (watch(name) ?? '').length, max });
  return (
    <Paper component="form" aria-label={t('compose')} noValidate onSubmit={(e) => void confirmSend(e)} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2">
          {t('compose')}
        </Typography>
        <Controller
          name="messageTitle"
          control={control}
          render={({ field, fieldState }) => (
            <TextField {...field} inputRef={field.ref} label={t('messageTitle')} required fullWidth error={!!fieldState.error} helperText={fieldState.error ? translateMessage(fieldState.error.message ?? '') : counted('messageTitle', PUSH_TITLE_MAX)} slotProps={{ htmlInput: { maxLength: PUSH_TITLE_MAX } }} />
          )}
        />
        <Controller
          name="message"
          control={control}
          render={({ field, fieldState }) => (
            <TextField {...field} inputRef={field.ref} label={t('message')} required fullWidth multiline minRows={3} error={!!fieldState.error} helperText={fieldState.error ? translateMessage(fieldState.error.message ?? '') : counted('message', PUSH_MESSAGE_MAX)} slotProps={{ htmlInput: { maxLength: PUSH_MESSAGE_MAX } }} />
          )}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">{t('target')}</FormLabel>
          <RadioGroup row value={target} onChange={(e) => setTarget(e.target.value as Target)}>
            <FormControlLabel value="query" control={<Radio />} label={t('byQuery')} />
            <FormControlLabel value="people" control={<Radio />} label={t('byPeople')} />
          </RadioGroup>
        </Box>
        {target === 'query' ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
            <Controller
              name="query.role"
              control={control}
              render={({ field }) => (
                <TextField {...field} inputRef={field.ref} select label={t('role')} fullWidth>
                  {pushRoles.map((role) => (
                    <MenuItem key={role} value={role}>
                      {t(`roles.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="query.location"
              control={control}
              render={({ field, fieldState }) => <TextField {...field} inputRef={field.ref} label={t('location')} fullWidth error={!!fieldState.error} helperText={fieldState.error ? translateMessage(fieldState.error.message ?? '') : undefined} />}
            />
            {(['pro', 'journeyUsers'] as const).map((flag) => (
              <Controller
                key={flag}
                name={`query.${flag}`}
                control={control}
                render={({ field }) => (
                  <FormControlLabel
                    control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} />}
                    label={flag === 'pro' ? t('pro') : t('journeyUsers', { product: productName() })}
                  />
                )}
              />
            ))}
          </Box>
        ) : (
          <PeoplePicker value={people} onChange={setPeople} error={peopleError} />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {t('send')}
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => void testIt()}>
            {t('sendToMe')}
          </Button>
          <Button disabled={busy} onClick={() => void keepIt()}>
            {t('keep')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={t('confirmTitle')}
        text={pending?.registeredUsers.length ? t('confirmPeople', { count: pending.registeredUsers.length }) : t('confirmQuery')}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        busy={sending.isLoading}
        onConfirm={() => void sendIt()}
        onCancel={() => setPending(null)}
      />
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </Paper>
  );
}
