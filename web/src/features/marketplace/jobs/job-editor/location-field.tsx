import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import type { Place } from '@contracts/marketplace/locations/locations';
import { translateMessage } from '../../../../app/i18n';
import { usePlaceSearch } from '../../../../shared/gazetteer/use-place-search';
import { CreditedPaper, placeOption } from '../../../../shared/place-autocomplete';
import { placeLabel } from '../../../../shared/places';

type Props = {
  text: string;
  picked: boolean;
  error?: string;
  onType: (text: string) => void;
  onPick: (place: Place) => void;
};

// Typing only edits the text; a place counts once it is picked from the suggestions (with
// coordinates): the built-in places, then any Israeli locality or city of the world the gazetteer has.
export const LocationField = ({ text, picked, error, onType, onPick }: Props) => {
  const { t, i18n } = useTranslation('jobs');
  const { options, loading } = usePlaceSearch(picked ? '' : text);
  return (
    <Autocomplete<Place, false, false, true>
      freeSolo
      options={options}
      inputValue={text}
      value={null}
      onInputChange={(_, value, reason) => reason === 'input' && onType(value)}
      onChange={(_, value) => value && typeof value !== 'string' && onPick(value)}
      getOptionLabel={(option) => (typeof option === 'string' ? option : placeLabel(option, i18n.language))}
      renderOption={(props, option) => placeOption(props, option, i18n.language)}
      filterOptions={(all) => all}
      loading={loading}
      loadingText={t('places.searching', { ns: 'translation' })}
      slots={{ paper: CreditedPaper }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('editor.location')}
          required
          error={Boolean(error)}
          helperText={error ? translateMessage(error) : undefined}
          placeholder={t('search.typeLocation')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <LocationOnOutlined color={picked ? 'primary' : 'action'} />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
};
