import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { defaultPlaces, type Place } from '../../../contracts/marketplace/locations/locations';
import { placeLabel } from './places';
import type { SearchCriteria } from './search-slug';

type Props = { value: SearchCriteria; onSearch: (search: SearchCriteria) => void; size?: 'hero' | 'bar' };

// 'I'm looking for … near …': keywords plus one of the built-in places.
export const SearchBox = ({ value, onSearch, size = 'bar' }: Props) => {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState(value.query);
  const [place, setPlace] = useState<Place | null>(value.placeIndex === null ? null : (defaultPlaces[value.placeIndex] ?? null));
  const [synced, setSynced] = useState(value);
  // A new search from the URL replaces what was typed.
  if (synced !== value) {
    setSynced(value);
    setQuery(value.query);
    setPlace(value.placeIndex === null ? null : (defaultPlaces[value.placeIndex] ?? null));
  }
  const hero = size === 'hero';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...value, query: query.trim(), placeIndex: place ? place.index : null });
  };

  const label = (text: string) =>
    hero && (
      <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '.06em', px: 0.5 }}>
        {text}
      </Typography>
    );

  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      elevation={hero ? 8 : 0}
      variant={hero ? 'elevation' : 'outlined'}
      sx={{
        p: hero ? { xs: 2, sm: 2.5 } : 1.5,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: hero ? '1fr 1fr auto' : '1.4fr 1fr auto' },
        alignItems: 'end',
        boxShadow: hero ? '0 20px 50px -20px rgba(30, 27, 75, 0.35)' : undefined,
      }}
    >
      <Box>
        {label(t('search.lookingFor'))}
        <TextField
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('search.keywordsPlaceholder')}
          size={hero ? 'medium' : 'small'}
          slotProps={{
            htmlInput: { 'aria-label': `${t('search.lookingFor')}: ${t('search.keywords')}` },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon color="action" /></InputAdornment> },
          }}
        />
      </Box>
      <Box>
        {label(t('search.near'))}
        <Autocomplete
          options={defaultPlaces}
          value={place}
          onChange={(_, next) => setPlace(next)}
          getOptionLabel={(option) => placeLabel(option, i18n.language)}
          isOptionEqualToValue={(a, b) => a.index === b.index}
          noOptionsText={t('search.typeLocation')}
          size={hero ? 'medium' : 'small'}
          renderInput={(params) => (
            <TextField
              {...params}
              placeholder={t('search.locationPlaceholder')}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'aria-label': `${t('search.near')}: ${t('search.location')}` },
                input: {
                  ...params.slotProps.input,
                  startAdornment: <InputAdornment position="start"><LocationOnOutlined color="action" /></InputAdornment>,
                },
              }}
            />
          )}
        />
      </Box>
      <Button type="submit" variant="contained" size={hero ? 'large' : 'medium'} startIcon={<SearchIcon />} sx={{ height: hero ? 56 : 40, px: 3 }}>
        {t('search.submit')}
      </Button>
    </Paper>
  );
};
