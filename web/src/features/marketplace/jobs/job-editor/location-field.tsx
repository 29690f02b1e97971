import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import { defaultPlaces, type Place } from '@contracts/marketplace/locations/locations';
import { translateMessage } from '../../../../app/i18n';
import { placeLabel } from '../../../../shared/places';

type Props = {
  text: string;
  picked: boolean;
  error?: string;
  onType: (text: string) => void;
  onPick: (place: Place) => void;
};

// Typing only edits the text; a place counts once it is picked from the suggestions (with coordinates).
export const LocationField = ({ text, picked, error, onType, onPick }: Props) => {
  const { t, i18n } = useTranslation('jobs');
  return (
    <Autocomplete<Place, false, false, true>
      freeSolo
      options={defaultPlaces}
      inputValue={text}
      value={null}
      onInputChange={(_, value, reason) => reason === 'input' && onType(value)}
      onChange={(_, value) => value && typeof value !== 'string' && onPick(value)}
      getOptionLabel={(option) => (typeof option === 'string' ? option : placeLabel(option, i18n.language))}
      filterOptions={(options, state) => {
        const needle = state.inputValue.trim().toLowerCase();
        return needle ? options.filter((o) => o.name.toLowerCase().includes(needle) || o.nameHe.includes(needle)) : options;
      }}
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
