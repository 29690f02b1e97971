import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { linkDataSchema, type LinkData, type LinkField } from '@contracts/coaching/payment-link/link';
import type { paymentLinkCalls } from '@contracts/coaching/payment-link/calls';
import type { CallOutput } from '@contracts/core/call';
import { errorIssues, errorText } from '../../../shared/api-error';
import { applyServerIssues, fieldError } from '../../../shared/form-fields';
import { CREDIT_FORM, paymentLinkApi } from './payment-link-api';
import { MadeLink } from './made-link';

type FormData = CallOutput<typeof paymentLinkCalls.getJHPaymentLinkData>;
type Values = Record<LinkField['name'], string>;

// Typed text becomes the numbers the contract takes; the same rules as the server's, which checks
// them again and says what to fix per field.
const toNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : undefined);
const formSchema = linkDataSchema.extend({ amount: z.preprocess(toNumber, linkDataSchema.shape.amount), months: z.preprocess(toNumber, linkDataSchema.shape.months) });

const startValues = (linkData: FormData['linkData']): Values => ({
  email: linkData.email,
  firstName: linkData.firstName,
  lastName: linkData.lastName,
  phone: linkData.phone,
  amount: linkData.amount === null ? '' : String(linkData.amount),
  plan: linkData.plan,
  months: String(linkData.months),
  description: linkData.description,
});

const inputType = (field: LinkField) => (field.type === 'select' || field.type === 'textarea' ? 'text' : field.type);

// The form the server describes (fields, then extraFields): 'Get Link' makes the link and opens it
// in a new tab; a refusal shows on the fields it names, or above the button.
export function PaymentLinkForm({ data }: { data: FormData }) {
  const { t } = useTranslation('paymentLink');
  const [make, { isLoading }] = paymentLinkApi.useGetJHPaymentUrlMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const fields = [...data.fields, ...data.extraFields];
  const { control, handleSubmit, setError, reset } = useForm<Values, unknown, LinkData>({
    resolver: zodResolver(formSchema) as unknown as Resolver<Values, unknown, LinkData>,
    defaultValues: startValues(data.linkData),
  });

  const submit = handleSubmit(async (linkData) => {
    setFailure(null);
    setMade(null);
    // opened at the click, while the browser still counts it as the person's, and sent on once the
    // link exists
    const tab = window.open('', '_blank');
    try {
      const { url } = await make({ ...CREDIT_FORM, linkData }).unwrap();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      }
      setMade(url);
      reset(startValues(data.linkData));
    } catch (error) {
      tab?.close();
      const onFields = applyServerIssues(setError, errorIssues(error), fields.map((f) => f.name), 'linkData.');
      setFailure(onFields ? t('fixFields') : errorText(error, t('somethingWrong')));
    }
  });

  return (
    <Paper component="form" aria-label={t('formTitle')} noValidate onSubmit={(e) => void submit(e)} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('formTitle')}
      </Typography>
      <Stack spacing={2}>
        <TextField select label={t('transType')} value={CREDIT_FORM.transType} disabled fullWidth>
          {data.transTypes.map((type) => (
            <MenuItem key={type.value} value={type.value}>
              {t(`transTypes.${type.value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {fields.map((field) => (
            <Controller
              key={field.name}
              name={field.name}
              control={control}
              render={({ field: input, fieldState }) => (
                <TextField
                  {...input}
                  inputRef={input.ref}
                  select={field.type === 'select'}
                  multiline={field.type === 'textarea'}
                  minRows={field.type === 'textarea' ? 3 : undefined}
                  type={inputType(field)}
                  label={t(`field.${field.name}`)}
                  required={field.required}
                  fullWidth
                  sx={field.type === 'textarea' || field.name === 'email' ? { gridColumn: '1 / -1' } : undefined}
                  slotProps={{ htmlInput: { min: field.min, max: field.max, step: field.step, maxLength: field.maxLength, dir: field.type === 'email' || field.type === 'tel' ? 'ltr' : undefined } }}
                  {...fieldError(fieldState.error)}
                  {...(!fieldState.error && field.name in helpKeys ? { helperText: t(`help.${field.name as keyof typeof helpKeys}`) } : {})}
                >
                  {field.options?.map((option) => (
                    <MenuItem key={option} value={option}>
                      {option}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          ))}
        </Box>
        {failure && (
          <Alert severity="error" role="alert">
            <strong>{t('failed')}</strong>: {failure}
          </Alert>
        )}
        {made && <MadeLink url={made} />}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={isLoading} sx={{ minWidth: 160 }}>
            {isLoading ? t('making') : t('getLink')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

const helpKeys = { phone: true, description: true, months: true } as const;
