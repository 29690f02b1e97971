import { useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { settingNames, settingSchemas, type ProductSettings, type SettingName, type SettingValues } from '@contracts/backoffice/settings/settings';
import { translateMessage } from '../../../app/i18n';
import { errorIssues, errorText, isApiError } from '../../../shared/api-error';
import { applyServerIssues, fieldError, muiRegister } from '../../../shared/form-fields';
import { useNotices } from '../../../shared/use-notices';
import { ChipListField } from './chip-list-field';
import { ConfirmChangesDialog } from './confirm-changes-dialog';
import { SettingSection } from './setting-section';
import { changedNames, changesOf, valuesOf } from './setting-values';
import { settingsApi } from './settings-api';

// The same rules as the server's, which checks them again and says what to fix per field.
const formSchema = z.object(settingSchemas);
type FormInput = z.input<typeof formSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const parseTime = (text: string): string | null => (TIME.test(text) ? text : null);
const parsePart = (text: string): number | null => {
  const n = Number(text);
  return text !== '' && Number.isInteger(n) && n >= 1 && n <= 12 ? n : null;
};
// a list's first problem: the whole list's, else the first item's
const listError = (error: unknown): string | undefined => {
  const e = error as (FieldError & { root?: FieldError }) | (FieldError | undefined)[] | undefined;
  const message = Array.isArray(e) ? e.find(Boolean)?.message : (e?.message ?? e?.root?.message);
  return message ? translateMessage(message) : undefined;
};

type Failure = { text: string; stale: boolean };

// The settings an admin changes: one section each; Save once something changed, after a
// confirmation that lists the changes. A refused save keeps everything typed.
export function SettingsForm({ answer, onReload, reloading }: { answer: ProductSettings; onReload: () => void; reloading: boolean }) {
  const { t } = useTranslation('settings');
  const notices = useNotices();
  const current = useMemo(() => valuesOf(answer), [answer]);
  const { control, register, handleSubmit, formState, setError, reset, watch, setValue, getValues } = useForm<FormInput, unknown, SettingValues>({
    resolver: zodResolver(formSchema),
    defaultValues: current,
  });
  const { errors } = formState;
  const changed = changedNames(watch() as Partial<SettingValues>, current);
  const [pending, setPending] = useState<Partial<SettingValues> | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [save, { isLoading }] = settingsApi.useChangeProductSettingsMutation();

  // a newer answer (a save's, a reload's) shows as it is when nothing typed waits to be saved
  useEffect(() => {
    if (!changedNames(getValues() as Partial<SettingValues>, current).length) reset(current);
  }, [current, getValues, reset]);

  const onSubmit = handleSubmit((valid) => {
    setFailure(null);
    setPending(changesOf(valid, current));
  });
  const confirm = async () => {
    if (!pending) return;
    try {
      await save({ revision: answer.revision, changes: pending }).unwrap();
      setPending(null);
      notices.snackbar(t('saved'));
    } catch (error) {
      setPending(null);
      const stale = isApiError(error) && error.body.code === 'ProductSettingsStale';
      const onFields = applyServerIssues(setError, errorIssues(error), settingNames, 'changes.');
      setFailure({ text: onFields && !stale ? t('fixFields') : errorText(error, t('saveFailed')), stale });
    }
  };
  const restoreDefault = (name: SettingName) => setValue(name, answer.settings[name].default as never, { shouldDirty: true, shouldValidate: true });
  const section = (name: SettingName, field: ReactNode) => (
    <SettingSection key={name} name={name} setting={answer.settings[name]} atDefault={!changedNames({ [name]: watch(name) } as Partial<SettingValues>, { ...current, [name]: answer.settings[name].default }).length} onUseDefault={() => restoreDefault(name)}>
      {field}
    </SettingSection>
  );

  // the times and the parts: lists edited as chips
  type ListProps = Pick<ComponentProps<typeof ChipListField<string | number>>, 'parse' | 'inputType' | 'inputLabel' | 'chipLabel' | 'removeLabel'>;
  const listField = (name: 'publishTimes' | 'parts', props: ListProps) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <ChipListField<string | number> {...props} name={name} label={t(`setting.${name}`)} values={field.value} onChange={field.onChange} error={listError(errors[name])} />}
    />
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('title')}>
      {section('brandName', <TextField {...muiRegister(register('brandName'))} {...fieldError(errors.brandName)} label={t('setting.brandName')} fullWidth slotProps={{ htmlInput: { dir: 'auto' } }} />)}
      {section('publishTimes', listField('publishTimes', { parse: parseTime, inputType: 'time', inputLabel: t('addTime'), chipLabel: (time) => String(time), removeLabel: (time) => t('removeTime', { time }) }))}
      {section('parts', listField('parts', { parse: parsePart, inputType: 'number', inputLabel: t('addPart'), chipLabel: (part) => t('part', { part }), removeLabel: (part) => t('removePart', { part }) }))}
      {section(
        'defaultJobLimit',
        <TextField
          {...muiRegister(register('defaultJobLimit', { valueAsNumber: true }))}
          {...fieldError(errors.defaultJobLimit)}
          type="number"
          label={t('setting.defaultJobLimit')}
          slotProps={{ htmlInput: { min: 1, max: 1000, step: 1, inputMode: 'numeric', dir: 'ltr' } }}
          sx={{ maxWidth: 200 }}
        />,
      )}
      {section('mailFrom', <TextField {...muiRegister(register('mailFrom'))} {...fieldError(errors.mailFrom)} label={t('setting.mailFrom')} fullWidth autoComplete="off" slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }} />)}

      {failure && (
        <Alert
          severity={failure.stale ? 'warning' : 'error'}
          action={
            failure.stale ? (
              <Button color="inherit" size="small" onClick={onReload} loading={reloading}>
                {t('reload')}
              </Button>
            ) : undefined
          }
        >
          {failure.text}
          {failure.stale && <Typography variant="body2">{t('staleNote')}</Typography>}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ position: 'sticky', bottom: 0, zIndex: 1, p: { xs: 1, sm: 1.5 }, display: 'flex', gap: { xs: 0.5, sm: 1 }, alignItems: 'center', flexWrap: 'wrap', '& .MuiButton-root': { px: { xs: 1, sm: 2 } } }}>
        <Typography variant="body2" role="status" sx={{ flex: { xs: '1 1 100%', sm: '1 1 auto' }, color: 'text.secondary', px: { xs: 0.5, sm: 0 } }}>
          {changed.length ? t('unsaved', { count: changed.length }) : t('noChanges')}
        </Typography>
        <Button onClick={() => (reset(current), setFailure(null))} disabled={!changed.length} sx={{ ms: 'auto' }}>
          {t('discard')}
        </Button>
        <Button type="submit" variant="contained" disabled={!changed.length} loading={isLoading}>
          {t('save')}
        </Button>
      </Paper>
      <ConfirmChangesDialog changes={pending} current={current} busy={isLoading} onConfirm={() => void confirm()} onCancel={() => setPending(null)} />
    </Stack>
  );
}
