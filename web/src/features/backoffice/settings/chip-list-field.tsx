import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CancelRounded from '@mui/icons-material/CancelRounded';

type Props<T extends string | number> = {
  label: string;
  values: readonly T[];
  onChange: (values: T[]) => void;
  // what the add box turns its text into; null: not a value to add
  parse: (text: string) => T | null;
  inputType: 'time' | 'number';
  inputLabel: string;
  chipLabel: (value: T) => string;
  removeLabel: (value: T) => string;
  error?: string;
  name: string;
};

// A list edited as chips: each removable (its delete icon, or Backspace/Delete on the focused
// chip), a box and a button to add one (Enter adds too). The list stays in order, without repeats.
export function ChipListField<T extends string | number>({ label, values, onChange, parse, inputType, inputLabel, chipLabel, removeLabel, error, name }: Props<T>) {
  const { t } = useTranslation('settings');
  const [text, setText] = useState('');
  const helpId = useId();
  const candidate = parse(text);
  const remove = (value: T) => onChange(values.filter((v) => v !== value));
  const add = () => {
    if (candidate === null) return;
    if (!values.includes(candidate)) onChange([...values, candidate].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <Stack spacing={1.5} role="group" aria-label={label} aria-describedby={error ? helpId : undefined}>
      <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none', minHeight: 32 }}>
        {values.map((value) => (
          <li key={String(value)}>
            <Chip
              label={<bdi>{chipLabel(value)}</bdi>}
              // the chip is its own remove button: clicked, or focused and Enter, Space, Backspace or Delete
              onClick={() => remove(value)}
              onDelete={() => remove(value)}
              deleteIcon={<CancelRounded titleAccess={removeLabel(value)} />}
              aria-label={removeLabel(value)}
            />
          </li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          type={inputType}
          label={inputLabel}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          error={Boolean(error)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { name, dir: 'ltr', ...(inputType === 'number' ? { min: 1, max: 12, step: 1, inputMode: 'numeric' } : { step: 60 }) } }}
          sx={{ width: inputType === 'time' ? 150 : 120 }}
        />
        <Button variant="outlined" onClick={add} disabled={candidate === null || values.includes(candidate)} sx={{ minHeight: 40 }}>
          {t('add')}
        </Button>
      </Stack>
      {error && (
        <FormHelperText id={helpId} error>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
