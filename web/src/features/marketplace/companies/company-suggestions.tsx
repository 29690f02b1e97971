import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useCompanySearch } from './use-company-search';

const SHOWN = 8;

// Listed companies that start with what is typed in the job filter's company field (asked once more
// than 2 letters are typed, by the first 2); a click adds one to the filter.
export const CompanySuggestions = ({ text, onPick, label }: { text: string; onPick: (name: string) => void; label: string }) => {
  const { matches } = useCompanySearch(text);
  if (!matches.length) return null;
  return (
    <Stack direction="row" role="list" aria-label={label} sx={{ flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
      {matches.slice(0, SHOWN).map((company) => (
        <Chip key={company._id} role="listitem" size="small" label={company.name} onClick={() => onPick(company.name)} variant="outlined" dir="auto" />
      ))}
    </Stack>
  );
};
