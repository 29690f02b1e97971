import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Company } from '@contracts/marketplace/companies/company';
import { COMPANY_NAME_MAX, COMPANY_URL_MAX, companyPath } from '@contracts/marketplace/companies/company-values';
import { errorIssues, errorText, isApiError } from '../../../shared/api-error';
import { companiesApi } from './companies-api';

// Add a company: the name required, the web address its logo comes from. A name listed already
// (any case or spacing) is refused with the server's words and a link to the company listed.
export const AddCompanyDialog = ({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (company: Company) => void }) => {
  const { t } = useTranslation('companies');
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<{ text: string; field: string | null; taken: boolean } | null>(null);
  const [addCompany, { isLoading }] = companiesApi.useAddCompanyMutation();
  const taken = companiesApi.useGetCompanyQuery({ name: name.trim() }, { skip: !failure?.taken || !name.trim() });
  const close = () => {
    setName('');
    setUrl('');
    setTried(false);
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (!name.trim()) return;
    const result = await addCompany({ company: name.trim(), ...(url.trim() ? { url: url.trim() } : {}) });
    if ('data' in result && result.data) {
      close();
      onAdded(result.data.company);
      return;
    }
    const issue = errorIssues(result.error)[0];
    setFailure({ text: errorText(result.error, t('common.somethingWentWrong')), field: issue?.path ?? null, taken: isApiError(result.error) && result.error.body.code === 'CompanyExists' });
  };
  const listed = taken.data && 'result' in taken.data ? taken.data.result : null;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="add-company-title">
      <DialogTitle id="add-company-title">{t('addCompany.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" noValidate onSubmit={(event) => (event.preventDefault(), void submit())}>
          <TextField
            label={t('addCompany.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            error={(tried && !name.trim()) || failure?.field === 'company' || (failure?.taken ?? false)}
            slotProps={{ htmlInput: { maxLength: COMPANY_NAME_MAX, dir: 'auto' } }}
          />
          <TextField
            label={t('addCompany.url')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={failure?.field === 'url'}
            helperText={t('addCompany.urlHint')}
            slotProps={{ htmlInput: { maxLength: COMPANY_URL_MAX, dir: 'ltr', inputMode: 'url' } }}
          />
          {/* a submit by Enter */}
          <button type="submit" hidden />
          {failure && (
            <Alert
              severity="error"
              action={
                listed ? (
                  <Button component={RouterLink} to={companyPath(listed)} onClick={close} color="inherit" size="small">
                    {t('addCompany.open', { name: listed.name })}
                  </Button>
                ) : undefined
              }
            >
              {failure.text}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} loading={isLoading}>
          {t('addCompany.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
