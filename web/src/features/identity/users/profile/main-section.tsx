import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { employmentTypes, seniorityLevels, type EmploymentType, type SeniorityLevel, type UserData } from '@contracts/identity/users/user';
import type { Place } from '@contracts/marketplace/locations/locations';
import { PlaceAutocomplete } from '../../../../shared/place-autocomplete';
import { placeByName, placeLabel } from '../../../../shared/places';
import { useSeniority } from '../../../../shared/seniority';
import { orNull, problemAt, type FieldErrors } from './profile-form';
import { ProfileSection, type SectionTracker } from './profile-section';

type Values = {
  first_name: string;
  last_name: string;
  title: string;
  place: Place | null;
  seniorityLevel: SeniorityLevel | '';
  employmentType: EmploymentType;
  phone: string;
  noPhone: boolean;
};

const valuesOf = (user: UserData): Values => ({
  first_name: user.first_name,
  last_name: user.last_name,
  title: user.title ?? '',
  place: user.location ? (placeByName(user.location) ?? null) : null,
  seniorityLevel: user.seniorityLevel ?? '',
  employmentType: user.employmentType,
  phone: user.phone ?? '',
  noPhone: user.noPhone,
});

// The required fields all go together, so that saving this section shows every missing one at once.
const toInput = (v: Values) => ({
  first_name: v.first_name,
  last_name: v.last_name,
  title: v.title,
  location: v.place?.name ?? '',
  loc_lat: v.place?.lat ?? null,
  loc_lng: v.place?.lng ?? null,
  country: v.place?.country ?? null,
  countryCode: v.place?.countryCode ?? null,
  seniorityLevel: v.seniorityLevel || null,
  employmentType: v.employmentType,
  phone: orNull(v.phone),
  noPhone: v.noPhone,
});

const Form = ({ values, change, errors }: { values: Values; change: (next: Values) => void; errors: FieldErrors }) => {
  const { t } = useTranslation('profile');
  const seniority = useSeniority();
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => change({ ...values, [key]: value });
  return (
    <>
      <Typography variant="caption" color="text.secondary">
        {t('section.requiredNote')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField fullWidth required label={t('fields.firstName')} value={values.first_name} onChange={(e) => set('first_name')(e.target.value)} {...problemAt(errors, 'first_name')} />
        <TextField fullWidth required label={t('fields.lastName')} value={values.last_name} onChange={(e) => set('last_name')(e.target.value)} {...problemAt(errors, 'last_name')} />
      </Stack>
      <TextField required label={t('fields.title')} value={values.title} onChange={(e) => set('title')(e.target.value)} {...problemAt(errors, 'title')} />
      <Stack spacing={0.5}>
        <PlaceAutocomplete value={values.place} onChange={set('place')} label={`${t('fields.location')} *`} size="medium" />
        {errors.location && (
          <Typography variant="caption" color="error" role="alert" sx={{ px: 1.75 }}>
            {errors.location}
          </Typography>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField select fullWidth required label={t('fields.seniority')} value={values.seniorityLevel} onChange={(e) => set('seniorityLevel')(e.target.value as SeniorityLevel)} {...problemAt(errors, 'seniorityLevel')}>
          {seniorityLevels.map((level) => (
            <MenuItem key={level} value={level}>
              {seniority(level)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select fullWidth label={t('fields.employmentType')} value={values.employmentType} onChange={(e) => set('employmentType')(e.target.value as EmploymentType)}>
          {employmentTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`employment.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <TextField fullWidth type="tel" label={t('fields.phone')} value={values.phone} onChange={(e) => set('phone')(e.target.value)} slotProps={{ htmlInput: { dir: 'ltr' } }} {...problemAt(errors, 'phone')} />
        <FormControlLabel sx={{ flexShrink: 0 }} control={<Checkbox checked={values.noPhone} onChange={(e) => set('noPhone')(e.target.checked)} />} label={t('fields.noPhone')} />
      </Stack>
    </>
  );
};

const Line = ({ label, value }: { label: string; value: string | null }) => (
  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
    <Typography component="span" variant="body2" color="text.secondary">
      {label}:{' '}
    </Typography>
    {value || '—'}
  </Typography>
);

export const MainSection = ({ user, editable, tracker }: { user: UserData; editable: boolean; tracker: SectionTracker }) => {
  const { t, i18n } = useTranslation('profile');
  const seniority = useSeniority();
  const saved = valuesOf(user);
  return (
    <ProfileSection
      id="main"
      title={t('section.main')}
      saved={saved}
      editable={editable}
      tracker={tracker}
      toInput={toInput}
      form={(values, change, errors) => <Form values={values} change={change} errors={errors} />}
      view={
        <Stack spacing={0.5}>
          <Line label={t('fields.title')} value={user.title} />
          <Line label={t('fields.location')} value={saved.place ? placeLabel(saved.place, i18n.language) : user.location} />
          <Line label={t('fields.seniority')} value={user.seniorityLevel ? seniority(user.seniorityLevel) : null} />
          <Line label={t('fields.employmentType')} value={t(`employment.${user.employmentType}`)} />
          <Line label={t('fields.phone')} value={user.phone} />
        </Stack>
      }
    />
  );
};
