import { Suspense, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { FacetValue } from '@contracts/marketplace/jobs/calls';
import { JOB_TOTAL_CAP } from '@contracts/marketplace/jobs/search-values';
import { MAX_FILTER_VALUES, toggled, type PossibleValue } from './job-filters';
import { bidi } from './job-filter-choices-text';

// What a filter button opens (job-filter-bar.tsx): loaded on the first click.
export const FilterPopover = ({ id, anchor, label, onClose, children }: { id: string; anchor: HTMLElement; label: string; onClose: () => void; children: ReactNode }) => (
  <Popover
    id={id}
    open
    anchorEl={anchor}
    onClose={onClose}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { mt: 0.5, p: 2, width: { xs: 'calc(100vw - 32px)', sm: 300 }, maxHeight: 420 } } }}
  >
    {children}
  </Popover>
);

// One of several values (date posted, distance).
export const RadioChoices = ({ label, value, options, onChange }: { label: string; value: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void }) => (
  <RadioGroup aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
    {options.map((o) => (
      <FormControlLabel key={o.value} value={o.value} control={<Radio size="small" />} label={o.label} />
    ))}
  </RadioGroup>
);

// 'Location required' / 'Please enter a location': a distance needs a place.
export const PlaceNeeded = ({ title, text }: { title: string; text: string }) => (
  <Alert severity="warning" sx={{ maxWidth: 280 }}>
    <AlertTitle>{title}</AlertTitle>
    {text}
  </Alert>
);

// A fixed set of values to tick (employment types, seniority levels).
export const CheckList = <T extends string>({
  options,
  chosen,
  labelOf,
  counts,
  approximate,
  onChange,
}: {
  options: readonly T[];
  chosen: readonly T[];
  labelOf: (value: T) => string;
  counts: readonly FacetValue[] | undefined;
  approximate: boolean;
  onChange: (chosen: T[]) => void;
}) => (
  <Stack component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
    {options.map((value) => (
      <FormControlLabel
        key={value}
        control={<Checkbox size="small" checked={chosen.includes(value)} onChange={() => onChange(toggled(chosen, value))} />}
        label={<Counted label={labelOf(value)} count={counts?.find((c) => c.value === value)?.count ?? (counts ? 0 : null)} atLeast={approximate} />}
      />
    ))}
    {approximate && <CountsNote />}
  </Stack>
);

// A value and how many matches carry it: with a broad search, at least that many (the counts are
// over its first matches only)
const Counted = ({ label, count, atLeast }: { label: string; count: number | null; atLeast: boolean }) => {
  const { t } = useTranslation('jobs');
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline' }}>
      {bidi(label)}
      {count !== null && (
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
          {atLeast ? t('filters.atLeast', { n: count.toLocaleString() }) : count.toLocaleString()}
        </Typography>
      )}
    </Stack>
  );
};

// Says why the counts are lower bounds.
const CountsNote = () => {
  const { t } = useTranslation('jobs');
  return (
    <Typography variant="caption" sx={{ color: 'text.secondary', mt: 0.5 }}>
      {t('filters.countsOfFirst', { max: JOB_TOTAL_CAP.toLocaleString() })}
    </Typography>
  );
};

// A list of values to tick, with a field to add one the list does not offer (a company, a tag).
export const ValueList = ({
  legend,
  values,
  onToggle,
  addLabel,
  onAdd,
  full,
  maxLength,
  approximate,
  Suggest,
}: {
  legend: string;
  values: readonly PossibleValue[];
  onToggle: (value: string) => void;
  addLabel: string;
  onAdd: (value: string) => void;
  full: boolean;
  maxLength: number;
  approximate: boolean;
  // values to offer for what is typed (the listed companies)
  Suggest?: ComponentType<{ text: string; onPick: (value: string) => void; label: string }>;
}) => {
  const { t } = useTranslation('jobs');
  const [text, setText] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value) onAdd(value);
    setText('');
  };
  return (
    <Box>
      <Box component="form" onSubmit={add} sx={{ mb: 1 }}>
        <TextField
          size="small"
          fullWidth
          label={addLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={full}
          helperText={full ? t('filters.tooMany', { max: MAX_FILTER_VALUES }) : t('filters.addHint')}
          slotProps={{ htmlInput: { maxLength } }}
        />
      </Box>
      {Suggest && !full && (
        <Suspense fallback={null}>
          <Suggest
            text={text}
            label={addLabel}
            onPick={(value) => {
              onAdd(value);
              setText('');
            }}
          />
        </Suspense>
      )}
      {values.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('filters.noneToOffer')}
        </Typography>
      ) : (
        <Stack component="fieldset" sx={{ border: 0, m: 0, p: 0, overflowY: 'auto', maxHeight: 240 }}>
          <Box component="legend" sx={visuallyHidden}>
            {legend}
          </Box>
          {values.map((v) => (
            <FormControlLabel
              key={v.value}
              control={<Checkbox size="small" checked={v.selected} onChange={() => onToggle(v.value)} />}
              label={<Counted label={v.value} count={v.count} atLeast={approximate} />}
            />
          ))}
          {approximate && <CountsNote />}
        </Stack>
      )}
    </Box>
  );
};

