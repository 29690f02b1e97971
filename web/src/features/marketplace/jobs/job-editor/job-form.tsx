import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { employmentTypes, seniorityLevels } from '@contracts/identity/users/user';
import { currencies, salaryFrequencies, type JobInfo, type JobInfoInput } from '@contracts/marketplace/jobs/job';
import { fieldError, muiRegister } from '../../../../shared/form-fields';
import { usePlaceName } from '../../../../shared/places';
import { useSeniority } from '../../../../shared/seniority';
import { LocationField } from './location-field';
import { TagsField } from './tags-field';

export type JobForm = UseFormReturn<JobInfoInput, unknown, JobInfo>;

const Row = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
);

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export type JobSectionId = 'role' | 'location' | 'salary' | 'tags' | 'description';

// The fields each section edits (a place travels with its coordinates, a salary with its pair).
export const sectionFields: Record<JobSectionId, readonly (keyof JobInfoInput)[]> = {
  role: ['title', 'company', 'company_url', 'employmentType', 'seniorityLevel'],
  location: ['location', 'loc_lat', 'loc_lng', 'country', 'countryCode', 'streetAddress', 'postalCode'],
  salary: ['salaryMin', 'salaryMax', 'salaryCurrency', 'salaryFrequency'],
  tags: ['tags', 'selectedTags'],
  description: ['description', 'phone'],
};

type FieldsProps = { form: JobForm; autoFocus?: boolean };

const RoleFields = ({ form, autoFocus }: FieldsProps) => {
  const { t } = useTranslation('jobs');
  const seniority = useSeniority();
  const { register, control, formState } = form;
  const { errors } = formState;
  const required = (error: { message?: string } | undefined) => ({ error: Boolean(error), helperText: error ? t('common.required') : undefined });
  return (
    <>
        <TextField {...muiRegister(register('title'))} {...fieldError(errors.title)} label={t('editor.title')} required autoFocus={autoFocus} />
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
              {seniorityLevels.map((level) => <MenuItem key={level} value={level}>{seniority(level)}</MenuItem>)}
            </TextField>
          )} />
        </Row>
      </>
  );
};

const LocationFields = ({ form }: FieldsProps) => {
  const { t } = useTranslation('jobs');
  const { register, control, formState, watch, setValue } = form;
  const { errors } = formState;
  const picked = watch('loc_lat') !== undefined;
  const placeName = usePlaceName();
  return (
    <>
        <Controller control={control} name="location" render={({ field }) => (
          <LocationField
            text={picked ? placeName(field.value ?? '') : (field.value ?? '')}
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
      </>
  );
};

const SalaryFields = ({ form }: FieldsProps) => {
  const { t } = useTranslation('jobs');
  const { control } = form;
  return (
    <>
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
      </>
  );
};

const TagFields = ({ form }: FieldsProps) => {
  const { watch, setValue, formState } = form;
  const { errors } = formState;
  return (
    <>
        <TagsField
          value={{ tags: watch('tags') ?? [], selectedTags: watch('selectedTags') ?? [] }}
          onChange={(next) => {
            setValue('tags', next.tags, { shouldDirty: true, shouldValidate: formState.isSubmitted });
            setValue('selectedTags', next.selectedTags, { shouldDirty: true, shouldValidate: formState.isSubmitted });
          }}
          error={errors.tags?.message ?? errors.selectedTags?.message}
        />
      </>
  );
};

const DescriptionFields = ({ form }: FieldsProps) => {
  const { t } = useTranslation('jobs');
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
        <TextField {...muiRegister(register('description'))} {...fieldError(errors.description)} label={t('editor.description')} placeholder={t('editor.descriptionPlaceholder')} multiline minRows={6} required />
        <TextField {...muiRegister(register('phone', { setValueAs: (v: string | null) => v || null }))} {...fieldError(errors.phone)} label={t('editor.phone')} type="tel" slotProps={{ htmlInput: { dir: 'ltr' } }} />
      </>
  );
};

export const sectionForms: Record<JobSectionId, (props: FieldsProps) => ReactNode> = {
  role: RoleFields,
  location: LocationFields,
  salary: SalaryFields,
  tags: TagFields,
  description: DescriptionFields,
};
