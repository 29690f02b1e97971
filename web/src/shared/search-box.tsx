import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { defaultPlaces, type Place } from '@contracts/marketplace/locations/locations';
import type { PlaceFieldProps } from './place-autocomplete';
import { placeLabel } from './places';
import type { SearchCriteria } from './search-slug';

type Props = { value: SearchCriteria; onSearch: (search: SearchCriteria) => void; size?: 'hero' | 'bar' };

// The autocomplete brings a popup library: it loads when someone goes to pick a place, and a plain
// field showing the current place stands in until then.
const PlaceAutocomplete = lazy(() => import('./place-autocomplete').then((m) => ({ default: m.PlaceAutocomplete })));

const PlaceField = (props: PlaceFieldProps) => {
  const { t, i18n } = useTranslation();
  const [active, setActive] = useState(false);
  const standIn = (
    <OutlinedInput
      fullWidth
      size={props.size}
      value={props.value ? placeLabel(props.value, i18n.language) : ''}
      placeholder={t('search.locationPlaceholder')}
      onFocus={() => setActive(true)}
      readOnly
      inputProps={{ 'aria-label': props.label, role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' }}
      startAdornment={<InputAdornment position="start"><LocationOnOutlined color="action" /></InputAdornment>}
    />
  );
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <PlaceAutocomplete {...props} autoFocus />
    </Suspense>
  );
};

// 'I'm looking for … near …': keywords plus one of the built-in places.
export const SearchBox = ({ value, onSearch, size = 'bar' }: Props) => {
  const { t } = useTranslation();
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
  const fieldSize = hero ? 'medium' : 'small';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...value, query: query.trim(), placeIndex: place ? place.index : null });
  };

  const labelled = (text: string, field: ReactNode) => (
    <Box>
      {hero && (
        <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '.06em', px: 0.5 }}>
          {text}
        </Typography>
      )}
      {field}
    </Box>
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
      {labelled(
        t('search.lookingFor'),
        <OutlinedInput
          fullWidth
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('search.keywordsPlaceholder')}
          size={fieldSize}
          inputProps={{ 'aria-label': `${t('search.lookingFor')}: ${t('search.keywords')}` }}
          startAdornment={<InputAdornment position="start"><SearchIcon color="action" /></InputAdornment>}
        />,
      )}
      {labelled(t('search.near'), <PlaceField value={place} onChange={setPlace} label={`${t('search.near')}: ${t('search.location')}`} size={fieldSize} />)}
      <Button type="submit" variant="contained" size={hero ? 'large' : 'medium'} startIcon={<SearchIcon />} sx={{ height: hero ? 56 : 40, px: 3 }}>
        {t('search.submit')}
      </Button>
    </Paper>
  );
};
