import { useState, type HTMLAttributes, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import type { Place } from '@contracts/marketplace/locations/locations';
import { placeLabel, shownPlaceName } from './places';
import { usePlaceSearch } from './gazetteer/use-place-search';

export type PlaceFieldProps = {
  value: Place | null;
  onChange: (place: Place | null) => void;
  label: string;
  size: 'small' | 'medium';
  autoFocus?: boolean;
  // a shorter one where the field is narrow
  placeholder?: string;
};

// The suggestions' list, with the gazetteer's credit (GeoNames, CC BY) under it.
export const CreditedPaper = ({ children, ...props }: HTMLAttributes<HTMLElement>) => {
  const { t } = useTranslation();
  return (
    <Paper {...props}>
      {children}
      <Typography variant="caption" component="p" sx={{ px: 2, py: 0.75, color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
        {t('places.credit')}
      </Typography>
    </Paper>
  );
};

// A place's line in the suggestions: its name in the reader's language, and its country.
export const placeOption = (props: HTMLAttributes<HTMLLIElement> & { key?: Key }, place: Place, language: string) => {
  const { key, ...rest } = props;
  return (
    <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
      <span>{placeLabel(place, language)}</span>
      {place.countryCode !== 'IL' && (
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
          {new Intl.DisplayNames([language], { type: 'region' }).of(place.countryCode) ?? place.country}
        </Typography>
      )}
    </Box>
  );
};

// A place picked from suggestions: the built-in places first, then any Israeli locality or city of
// the world the gazetteer has ('Type a Location' before anything matches).
export const PlaceAutocomplete = ({ value, onChange, label, size, autoFocus, placeholder }: PlaceFieldProps) => {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const { options, loading } = usePlaceSearch(typed);
  return (
    <Autocomplete<Place>
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={typed || (value ? shownPlaceName(value, i18n.language) : '')}
      onInputChange={(_, text, reason) => setTyped(reason === 'reset' ? '' : text)}
      filterOptions={(all) => all}
      getOptionLabel={(option) => shownPlaceName(option, i18n.language)}
      renderOption={(props, option) => placeOption(props, option, i18n.language)}
      isOptionEqualToValue={(a, b) => a.index === b.index}
      noOptionsText={loading ? t('places.searching') : t('search.typeLocation')}
      openOnFocus
      size={size}
      slots={{ paper: CreditedPaper }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          placeholder={placeholder ?? t('search.locationPlaceholder')}
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
