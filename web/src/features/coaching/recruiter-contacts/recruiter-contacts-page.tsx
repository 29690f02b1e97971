import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { recruiterContactsTable } from '@contracts/coaching/recruiter-contacts/contacts-table';
import type { RecruiterContact } from '@contracts/coaching/recruiter-contacts/recruiter-contacts';
import { AccessGate } from '../../../shell/access-gate';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { DataTable } from '../../../shared/data-table/data-table';
import { tableRequest, useTableView } from '../../../shared/data-table/table-view';
import { errorIssues } from '../../../shared/api-error';
import { useNotices } from '../../../shared/use-notices';
import { recruiterContactsApi } from './recruiter-contacts-api';

function AddContact() {
  const { t } = useTranslation('recruiterContacts');
  const notices = useNotices();
  const [add, adding] = recruiterContactsApi.useAddRecruiterContactMutation();
  const [fields, setFields] = useState({ email: '', name: '', company: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const answer = await add({ email: fields.email, ...(fields.name ? { name: fields.name } : {}), ...(fields.company ? { company: fields.company } : {}) });
    if ('error' in answer) {
      const issue = errorIssues(answer.error)[0];
      if (issue) setProblem(issue.message);
      else notices.error(answer.error);
      return;
    }
    setProblem(null);
    setFields({ email: '', name: '', company: '' });
  };
  return (
    <Box component="form" onSubmit={(e) => void submit(e)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <TextField size="small" required type="email" label={t('contacts.email')} value={fields.email} error={problem !== null} helperText={problem ?? ' '} onChange={(e) => setFields({ ...fields, email: e.target.value })} />
      <TextField size="small" label={t('contacts.name')} value={fields.name} helperText=" " onChange={(e) => setFields({ ...fields, name: e.target.value })} />
      <TextField size="small" label={t('contacts.company')} value={fields.company} helperText=" " onChange={(e) => setFields({ ...fields, company: e.target.value })} />
      <Button type="submit" variant="contained" disabled={adding.isLoading || !fields.email.trim()}>
        {t('contacts.add')}
      </Button>
    </Box>
  );
}

function ImportCsv() {
  const { t } = useTranslation('recruiterContacts');
  const notices = useNotices();
  const input = useRef<HTMLInputElement>(null);
  const [importCsv, importing] = recruiterContactsApi.useImportRecruiterContactsMutation();
  const chosen = async (file: File | undefined) => {
    if (!file) return;
    const answer = await importCsv({ csv: await file.text() });
    if (input.current) input.current.value = '';
    if ('error' in answer) notices.error(answer.error);
    else notices.snackbar(t('contacts.imported', answer.data));
  };
  return (
    <>
      <input ref={input} hidden type="file" accept=".csv,text/csv" aria-label={t('contacts.import')} onChange={(e) => void chosen(e.target.files?.[0])} />
      <Button variant="outlined" startIcon={<UploadFileOutlined />} disabled={importing.isLoading} onClick={() => input.current?.click()}>
        {t('contacts.import')}
      </Button>
    </>
  );
}

function Contacts() {
  const { t } = useTranslation('recruiterContacts');
  const notices = useNotices();
  const [view, setView] = useTableView(recruiterContactsTable);
  const request = tableRequest(view, {});
  const { data, isFetching, error, refetch } = recruiterContactsApi.useGetRecruiterContactsQuery(request);
  const [remove] = recruiterContactsApi.useRemoveRecruiterContactMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const renderers = useMemo<Partial<Record<(typeof recruiterContactsTable.columns)[number]['key'], (row: RecruiterContact) => ReactNode>>>(
    () => ({
      email: (row) => (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <span dir="ltr">{row.email}</span>
          <IconButton size="small" aria-label={`${t('contacts.remove')}: ${row.email}`} onClick={() => setRemoving(row.email)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      ),
    }),
    [t],
  );
  return (
    <>
      <DataTable
        table={recruiterContactsTable}
        namespace="recruiterContacts"
        label={t('contacts.title')}
        view={view}
        onViewChange={setView}
        extraSearch={{}}
        onExtraSearchChange={() => undefined}
        answer={data ? { data: data.data, cells: [...recruiterContactsTable.columns], count: data.count } : undefined}
        fetching={isFetching}
        error={error}
        onRetry={() => void refetch()}
        renderCell={renderers}
        empty={
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography>{t('contacts.empty')}</Typography>
          </Paper>
        }
      />
      <ConfirmDialog
        open={removing !== null}
        danger
        title={t('contacts.remove')}
        text={t('contacts.removeConfirm', { email: removing ?? '' })}
        confirmLabel={t('contacts.remove')}
        cancelLabel={t('cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const email = removing;
          setRemoving(null);
          if (email) void remove({ email }).then((a) => 'error' in a && notices.error(a.error));
        }}
      />
    </>
  );
}

// The recruiters each part goes to: add, import a CSV (merged by email), remove.
export const RecruiterContactsPage = () => {
  const { t } = useTranslation('recruiterContacts');
  return (
    <AccessGate access="staff" icon={<ContactMailOutlined />} title={t('contacts.title')}>
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {t('contacts.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('contacts.subtitle')}</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}>
          <AddContact />
          <ImportCsv />
        </Stack>
        <Contacts />
      </Container>
    </AccessGate>
  );
};
