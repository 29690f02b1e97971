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
import type { Place } from '@contracts/marketplace/locations/locations';
import type { PlaceFieldProps } from './place-autocomplete';
import { shownPlaceName } from './places';
import { searchPlace, withPlace, type SearchCriteria } from './search-slug';

// hero: the landing's big form; bar: above a list; strip: one row, the landing's on a phone
type Props = { value: SearchCriteria; onSearch: (search: SearchCriteria) => void; size?: 'hero' | 'bar' | 'strip' };

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
      value={props.value ? shownPlaceName(props.value, i18n.language) : ''}
      placeholder={props.placeholder ?? t('search.locationPlaceholder')}
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

// 'I'm looking for … near …': keywords plus a place: one of the built-in ones, or any the gazetteer has
// (it loads once someone types in the field).
export const SearchBox = ({ value, onSearch, size = 'bar' }: Props) => {
  const { t } = useTranslation();
  const [query, setQuery] = useState(value.query);
  const [place, setPlace] = useState<Place | null>(searchPlace(value) ?? null);
  const [synced, setSynced] = useState(value);
  // A new search from the URL replaces what was typed.
  if (synced !== value) {
    setSynced(value);
    setQuery(value.query);
    setPlace(searchPlace(value) ?? null);
  }
  const hero = size === 'hero';
  const strip = size === 'strip';
  const fieldSize = hero ? 'medium' : 'small';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(withPlace({ ...value, query: query.trim() }, place));
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
        p: hero ? { xs: 2, sm: 2.5 } : strip ? 1 : 1.5,
        display: 'grid',
        gap: strip ? 1 : 1.5,
        gridTemplateColumns: strip ? 'minmax(0, 1fr) minmax(0, 1fr) auto' : { xs: '1fr', sm: hero ? '1fr 1fr auto' : '1.4fr 1fr auto' },
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
          placeholder={strip ? t('search.keywords') : t('search.keywordsPlaceholder')}
          size={fieldSize}
          inputProps={{ 'aria-label': `${t('search.lookingFor')}: ${t('search.keywords')}` }}
          startAdornment={<InputAdornment position="start"><SearchIcon color="action" /></InputAdornment>}
        />,
      )}
      {labelled(t('search.near'), <PlaceField value={place} onChange={setPlace} label={`${t('search.near')}: ${t('search.location')}`} size={fieldSize} {...(strip ? { placeholder: t('search.location') } : {})} />)}
      {strip ? (
        <Button type="submit" variant="contained" aria-label={t('search.submit')} sx={{ height: 40, minWidth: 44, px: 1 }}>
          <SearchIcon />
        </Button>
      ) : (
        <Button type="submit" variant="contained" size={hero ? 'large' : 'medium'} startIcon={<SearchIcon />} sx={{ height: hero ? 56 : 40, px: 3 }}>
          {t('search.submit')}
        </Button>
      )}
    </Paper>
  );
};
