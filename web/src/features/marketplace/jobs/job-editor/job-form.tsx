import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { employmentTypes, seniorityLevels } from '@contracts/identity/users/user';
import { currencies, salaryFrequencies, type JobInfo, type JobInfoInput } from '@contracts/marketplace/jobs/job';
import { fieldError, muiRegister } from '../../../../shared/form-fields';
import { LocationField } from './location-field';
import { TagsField } from './tags-field';

export type JobForm = UseFormReturn<JobInfoInput, unknown, JobInfo>;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
    <Typography component="legend" variant="overline" sx={{ color: 'primary.main', fontWeight: 800, mb: 1.5, p: 0 }}>
      {title}
    </Typography>
    <Stack spacing={2}>{children}</Stack>
  </Box>
);

const Row = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
);

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export const JobFormFields = ({ form }: { form: JobForm }) => {
  const { t } = useTranslation('jobs');
  const { register, control, formState, watch, setValue } = form;
  const { errors } = formState;
  const required = (error: { message?: string } | undefined) => ({ error: Boolean(error), helperText: error ? t('common.required') : undefined });
  const picked = watch('loc_lat') !== undefined;

  return (
    <Stack spacing={4}>
      <Section title={t('editor.roleSection')}>
        <TextField {...muiRegister(register('title'))} {...fieldError(errors.title)} label={t('editor.title')} required autoFocus />
        <Row>
          <TextField {...muiRegister(register('company'))} {...fieldError(errors.company)} label={t('editor.company')} required />
          <TextField {...muiRegister(register('company_url', { setValueAs: (v: string | null) => v || null }))} {...fieldError(errors.company_url)} label={t('editor.companyUrl')} slotProps={{ htmlInput: { dir: 'ltr' } }} />
        </Row>
        <Row>
          <Controller control={control} name="employmentType" render={({ field, fieldState }) => (
            <TextField select {...field} {...required(fieldState.error)} label={t('editor.employmentType')} required>
              {employmentTypes.map((type) => <MenuItem key={type} value={type}>{t(`employmentType.${type}`)}</MenuItem>)}
            </TextField>
          )} />
          <Controller control={control} name="seniorityLevel" render={({ field, fieldState }) => (
            <TextField select {...field} value={field.value ?? ''} {...required(fieldState.error)} label={t('editor.seniorityLevel')} required>
              {seniorityLevels.map((level) => <MenuItem key={level} value={level}>{t(`seniority.${level}`)}</MenuItem>)}
            </TextField>
          )} />
        </Row>
      </Section>

      <Section title={t('editor.locationSection')}>
        <Controller control={control} name="location" render={({ field }) => (
          <LocationField
            text={field.value ?? ''}
            picked={picked}
            error={errors.location?.message ?? errors.loc_lat?.message}
            onType={(text) => {
              field.onChange(text);
              // typed text is not a place until it is picked again
              setValue('loc_lat', undefined as unknown as number, { shouldDirty: true });
              setValue('loc_lng', undefined as unknown as number, { shouldDirty: true });
            }}
            onPick={(place) => {
              field.onChange(place.name);
              setValue('loc_lat', place.lat, { shouldDirty: true });
              setValue('loc_lng', place.lng, { shouldDirty: true });
              setValue('country', place.country, { shouldDirty: true });
              setValue('countryCode', place.countryCode, { shouldDirty: true });
              form.clearErrors(['location', 'loc_lat']);
            }}
          />
        )} />
        <Row>
          <TextField {...muiRegister(register('streetAddress', { setValueAs: (v: string | null) => v || null }))} {...fieldError(errors.streetAddress)} label={t('editor.streetAddress')} />
          <TextField {...muiRegister(register('postalCode', { setValueAs: (v: string | null) => v || null }))} {...fieldError(errors.postalCode)} label={t('editor.postalCode')} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
        </Row>
      </Section>

      <Section title={t('editor.salarySection')}>
        <Row>
          {(['salaryMin', 'salaryMax'] as const).map((name) => (
            <Controller key={name} control={control} name={name} render={({ field, fieldState }) => (
              <TextField
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(numberOrNull(event.target.value))}
                {...fieldError(fieldState.error)}
                label={t(name === 'salaryMin' ? 'editor.salaryMin' : 'editor.salaryMax')}
                type="number"
                slotProps={{ htmlInput: { min: 0, step: 500, inputMode: 'numeric' } }}
              />
            )} />
          ))}
        </Row>
        <Row>
          <Controller control={control} name="salaryCurrency" render={({ field }) => (
            <TextField select {...field} label={t('editor.currency')}>
              {currencies.map((currency) => <MenuItem key={currency} value={currency}>{currency}</MenuItem>)}
            </TextField>
          )} />
          <Controller control={control} name="salaryFrequency" render={({ field }) => (
            <TextField select {...field} label={t('editor.frequency')}>
              {salaryFrequencies.map((frequency) => <MenuItem key={frequency} value={frequency}>{t(`frequency.${frequency}`)}</MenuItem>)}
            </TextField>
          )} />
        </Row>
        <Typography variant="caption" sx={{ color: 'text.secondary', mt: -1 }}>
          {t('editor.salaryHint')}
        </Typography>
      </Section>

      <Section title={t('editor.tagsSection')}>
        <TagsField
          value={{ tags: watch('tags') ?? [], selectedTags: watch('selectedTags') ?? [] }}
          onChange={(next) => {
            setValue('tags', next.tags, { shouldDirty: true, shouldValidate: formState.isSubmitted });
            setValue('selectedTags', next.selectedTags, { shouldDirty: true, shouldValidate: formState.isSubmitted });
          }}
          error={errors.tags?.message ?? errors.selectedTags?.message}
        />
      </Section>

      <Section title={t('editor.descriptionSection')}>
        <TextField {...muiRegister(register('description'))} {...fieldError(errors.description)} label={t('editor.description')} placeholder={t('editor.descriptionPlaceholder')} multiline minRows={6} required />
        <TextField {...muiRegister(register('phone', { setValueAs: (v: string | null) => v || null }))} {...fieldError(errors.phone)} label={t('editor.phone')} type="tel" slotProps={{ htmlInput: { dir: 'ltr' } }} />
      </Section>
    </Stack>
  );
};
