import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { rangeInputSchema, type RangeInput } from '@contracts/backoffice/statistics/range';
import { addWeeks, israelDayOf, weekOfDay, weeksBetween } from '@contracts/backoffice/statistics/weeks';
import { translateMessage } from '../../../app/i18n';

export const PRESET_WEEKS = [4, 12, 26, 52] as const;

// The range a screen shows, in its address (?from=&to=), so a reload or a shared link shows the same
// weeks; without them the server's default (the last 12 weeks).
export function useRange(): [RangeInput, (range: { from: string; to: string }) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const set = (range: { from: string; to: string }) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('from', range.from);
      next.set('to', range.to);
      return next;
    });
  return [{ ...(from ? { from } : {}), ...(to ? { to } : {}) }, set];
}

const presetOf = (from: string, to: string, today: string): number | null => {
  if (to !== today) return null;
  const weeks = weeksBetween(from, to).length;
  return PRESET_WEEKS.find((n) => n === weeks && from === addWeeks(weekOfDay(today), -(n - 1))) ?? null;
};

type Issues = { from?: string; to?: string };

// The weeks shown: the last 4, 12, 26 or 52 at a click, or any days from and to, checked by the
// calls' own rule before they are asked for.
export function RangeControl({ from, to, onApply, today = israelDayOf(Date.now()) }: { from: string; to: string; onApply: (range: { from: string; to: string }) => void; today?: string }) {
  const { t } = useTranslation('statistics');
  const [draft, setDraft] = useState({ from, to });
  const [issues, setIssues] = useState<Issues>({});
  useEffect(() => {
    setDraft({ from, to });
    setIssues({});
  }, [from, to]);
  const apply = (range: { from: string; to: string }) => {
    const checked = rangeInputSchema.safeParse(range);
    if (!checked.success) {
      setIssues(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0] ?? 'from'), translateMessage(i.message)])));
      return;
    }
    setIssues({});
    onApply(range);
  };
  const preset = presetOf(from, to, today);
  return (
    <Paper variant="outlined" component="section" aria-label={t('range.label')} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={preset}
          aria-label={t('range.label')}
          onChange={(_e, weeks: number | null) => weeks && apply({ from: addWeeks(weekOfDay(today), -(weeks - 1)), to: today })}
          sx={{ flexWrap: 'wrap' }}
        >
          {PRESET_WEEKS.map((n) => (
            <ToggleButton key={n} value={n} sx={{ textTransform: 'none' }}>
              {t('range.weeks', { count: n })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack
          component="form"
          direction="row"
          sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
          onSubmit={(e) => {
            e.preventDefault();
            apply(draft);
          }}
        >
          {(['from', 'to'] as const).map((end) => (
            <TextField
              key={end}
              type="date"
              size="small"
              label={t(`range.${end}`)}
              value={draft[end]}
              onChange={(e) => setDraft({ ...draft, [end]: e.target.value })}
              error={Boolean(issues[end])}
              helperText={issues[end]}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 170 }}
            />
          ))}
          <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
            {t('range.apply')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
