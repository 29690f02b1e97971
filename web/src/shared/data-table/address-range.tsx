import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type DayRange = { from: string; to: string };

// A table's range of days kept in the address (?from=&to=), so a list can be shared and survives a
// reload; the screen's default range until the reader picks one.
export function useAddressRange(fallback: DayRange): { range: DayRange; onRangeChange: (next: Partial<DayRange>) => void } {
  const [params, setParams] = useSearchParams();
  const range = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  return { range, onRangeChange: (next) => setParams({ from: next.from ?? range.from, to: next.to ?? range.to }, { replace: true }) };
}

// What a table shows when its filters keep nothing: an icon, a line and a hint.
export const TableEmpty = ({ icon, title, hint }: { icon: ReactNode; title: string; hint?: string }) => (
  <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', '& > svg': { fontSize: 48, color: 'primary.light' } }}>
    {icon}
    <Typography variant="h6" component="p" sx={{ mt: 1 }}>
      {title}
    </Typography>
    {hint && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{hint}</Typography>}
  </Paper>
);
