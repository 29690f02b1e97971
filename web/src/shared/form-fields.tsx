import { useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues, type UseFormRegisterReturn, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { translateMessage } from '../app/i18n';

// react-hook-form's register() hands out `ref`; MUI's TextField wants it as inputRef.
export const muiRegister = ({ ref, ...rest }: UseFormRegisterReturn) => ({ ...rest, inputRef: ref });

export const fieldError = (error: { message?: string } | undefined, showMessage = true) => ({
  error: Boolean(error),
  helperText: showMessage && error?.message ? translateMessage(error.message) : undefined,
});

// Emails are lowercased and trimmed as they are typed.
export const EmailField = <T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: FieldPath<T> } & Omit<TextFieldProps, 'name'>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TextField
        {...props}
        {...fieldError(fieldState.error)}
        name={field.name}
        value={field.value ?? ''}
        inputRef={field.ref}
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(event.target.value.trim().toLowerCase())}
        type="email"
        autoComplete="email"
        // an address reads left to right in a Hebrew form too
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
    )}
  />
);

export const PasswordField = (props: TextFieldProps) => {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
                onClick={() => setVisible((v) => !v)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOffOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

// Server 400 issues land on the fields they name ('jobInfo.salaryMax' → salaryMax with prefix 'jobInfo.').
export const applyServerIssues = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  issues: { path: string; message: string }[],
  knownFields: readonly string[],
  prefix = '',
): boolean => {
  let applied = false;
  for (const issue of issues) {
    const path = issue.path.startsWith(prefix) ? issue.path.slice(prefix.length) : issue.path;
    const field = path.split('.')[0];
    if (!knownFields.includes(field)) continue;
    setError(field as FieldPath<T>, { type: 'server', message: issue.message });
    applied = true;
  }
  return applied;
};
