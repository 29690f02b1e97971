import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import { defaultPlaces, type Place } from '@contracts/marketplace/locations/locations';
import { placeLabel } from './places';

export type PlaceFieldProps = { value: Place | null; onChange: (place: Place | null) => void; label: string; size: 'small' | 'medium'; autoFocus?: boolean };

// One of the built-in places, picked from suggestions ('Type a Location' before anything matches).
export const PlaceAutocomplete = ({ value, onChange, label, size, autoFocus }: PlaceFieldProps) => {
  const { t, i18n } = useTranslation();
  return (
    <Autocomplete
      options={defaultPlaces}
      value={value}
      onChange={(_, next) => onChange(next)}
      getOptionLabel={(option) => placeLabel(option, i18n.language)}
      isOptionEqualToValue={(a, b) => a.index === b.index}
      noOptionsText={t('search.typeLocation')}
      openOnFocus
      size={size}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          placeholder={t('search.locationPlaceholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label },
            input: {
              ...params.slotProps.input,
              startAdornment: <InputAdornment position="start"><LocationOnOutlined color="action" /></InputAdornment>,
            },
          }}
        />
      )}
    />
  );
};
