import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';

// The dialog's small inputs: stars to choose, a select of labelled values, a text field. A missing
// required field is marked in the error colour (spec §5: no message under it).

export const StarsInput = ({ label, value, onChange, error, required, name }: { label: string; value: number | null; onChange: (value: number | null) => void; error?: boolean; required?: boolean; name: string }) => {
  const { t } = useTranslation('companies');
  return (
    // a block: the stars start the line, on the right in Hebrew
    <FormControl error={error} required={required} component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'block' }}>
      <FormLabel component="legend" sx={{ fontSize: 14 }}>
        {label}
      </FormLabel>
      <Rating
        name={name}
        value={value}
        onChange={(_event, next) => onChange(next)}
        getLabelText={(n) => t('stars.label', { n })}
        emptyLabelText={t('stars.none')}
        size="large"
        sx={error ? { '& .MuiRating-iconEmpty': { color: 'error.main' } } : {}}
      />
    </FormControl>
  );
};

export const SelectInput = ({
  label,
  value,
  onChange,
  options,
  error,
  required,
  helper,
  none,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  options: readonly { value: string | number; label: string }[];
  error?: boolean;
  required?: boolean;
  helper?: ReactNode;
  // a blank choice first (optional fields)
  none?: string;
}) => (
  <TextField select fullWidth size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} error={error} required={required} helperText={helper}>
    {none !== undefined && (
      <MenuItem value="">
        <em>{none}</em>
      </MenuItem>
    )}
    {options.map((o) => (
      <MenuItem key={o.value} value={o.value}>
        {o.label}
      </MenuItem>
    ))}
  </TextField>
);

export const TextInput = ({
  label,
  value,
  onChange,
  error,
  required,
  multiline,
  hint,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  required?: boolean;
  multiline?: boolean;
  hint?: string;
  max: number;
}) => (
  <TextField
    fullWidth
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    error={error}
    required={required}
    multiline={multiline}
    minRows={multiline ? 3 : undefined}
    helperText={hint}
    slotProps={{ htmlInput: { maxLength: max, dir: 'auto' } }}
  />
);

export const Hint = ({ children, error }: { children: ReactNode; error?: boolean }) => <FormHelperText error={error}>{children}</FormHelperText>;
