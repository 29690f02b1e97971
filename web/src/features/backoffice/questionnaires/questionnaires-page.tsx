import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import { formatDateTime } from '@contracts/core/data-table-cells';
import { defaultLeadRange } from '@contracts/backoffice/leads/leads-table';
import { questionnairesTable } from '@contracts/backoffice/questionnaires/questionnaires-table';
import type { QuestionnaireRow } from '@contracts/backoffice/questionnaires/questionnaire';
import { AccessGate } from '../../../shell/access-gate';
import { TableEmpty, useAddressRange } from '../../../shared/data-table/address-range';
import { DataTable } from '../../../shared/data-table/data-table';
import { tableAnswer, tableRequest, useTableView } from '../../../shared/data-table/table-view';
import { useNotices } from '../../../shared/use-notices';
import { QuestionnaireDetails } from './questionnaire-details';
import { questionnairesApi } from './questionnaires-api';

type Row = QuestionnaireRow & { meetingStart: string | null };
type Column = (typeof questionnairesTable.columns)[number]['key'];
const ZONE = questionnairesTable.timeZone;

function Summary() {
  const { t } = useTranslation('questionnaires');
  const { data: stats } = questionnairesApi.useGetQuestionnairesStatsQuery({});
  const { data: last } = questionnairesApi.useGetLastQuestionaireDateQuery({});
  return (
    <Stack direction="row" role="group" aria-label={t('stats.label')} sx={{ flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', marginInlineEnd: 1 }}>
        {last?.date ? t('last', { date: formatDateTime(last.date, ZONE) }) : t('none')}
      </Typography>
      {stats && <Chip color="primary" label={t('stats.total', { count: stats.total })} />}
      {stats?.byStatus.map((s) => <Chip key={s.status} variant="outlined" label={`${s.status || t('stats.blank')}: ${s.count}`} />)}
    </Stack>
  );
}

function NotifyList({ emails }: { emails: readonly string[] }) {
  const { t } = useTranslation('questionnaires');
  const notices = useNotices();
  const [save, saving] = questionnairesApi.useUpdatenewQuestionaireNotifyListMutation();
  const [address, setAddress] = useState('');
  const send = async (next: string[]) => {
    const answer = await save({ emails: next });
    if ('error' in answer) notices.error(answer.error);
    else setAddress('');
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (address.trim()) void send([...emails, address.trim().toLowerCase()]);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('notify.title')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        {emails.length ? emails.map((email) => <Chip key={email} label={<span dir="ltr">{email}</span>} onDelete={() => void send(emails.filter((e) => e !== email))} title={t('notify.remove', { email })} />) : <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('notify.empty')}</Typography>}
      </Stack>
      <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField size="small" type="email" label={t('notify.address')} value={address} onChange={(e) => setAddress(e.target.value)} slotProps={{ htmlInput: { dir: 'ltr', maxLength: 200 } }} />
        <Button type="submit" variant="outlined" disabled={!address.trim()} loading={saving.isLoading}>
          {t('notify.add')}
        </Button>
      </Box>
    </Paper>
  );
}

function Questionnaires() {
  const { t } = useTranslation('questionnaires');
  const notices = useNotices();
  const { range, onRangeChange } = useAddressRange(defaultLeadRange(new Date()));
  const [view, setView] = useTableView(questionnairesTable);
  const request = tableRequest(view, range);
  const query = questionnairesApi.useGetQuestionnairesDataQuery(request, { refetchOnMountOrArgChange: true });
  const { data } = query;
  const [setStatus] = questionnairesApi.useSetQuestionnaireStatusMutation();
  const [setContacted] = questionnairesApi.useSetQuestionnaireContactedMutation();
  const [open, setOpen] = useState<string | null>(null);
  const statuses = data?.questionnaireStatuses;

  const renderers = useMemo<Partial<Record<Column, (q: Row) => ReactNode>>>(
    () => ({
      fullName: (q) => (
        <Link component="button" type="button" onClick={() => setOpen(q._id)} sx={{ fontWeight: 600, textAlign: 'start' }} aria-label={t('row.open', { name: q.fullName })}>
          {q.fullName}
        </Link>
      ),
      status: (q) => (
        <TextField
          select
          size="small"
          value={q.status}
          onChange={(e) => void setStatus({ questionnaireId: q._id, status: e.target.value }).then((a) => 'error' in a && notices.error(a.error))}
          slotProps={{ select: { displayEmpty: true }, htmlInput: { 'aria-label': t('row.status', { name: q.fullName }) } }}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">
            <em>{t('row.noStatus')}</em>
          </MenuItem>
          {(statuses ?? []).map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      ),
      contacted: (q) => (
        <Checkbox
          size="small"
          checked={q.contacted}
          onChange={(e) => void setContacted({ questionnaireId: q._id, contacted: e.target.checked }).then((a) => 'error' in a && notices.error(a.error))}
          slotProps={{ input: { 'aria-label': t('row.contacted', { name: q.fullName }) } }}
        />
      ),
    }),
    [t, statuses, setStatus, setContacted, notices],
  );
  const opened = open ? data?.data.find((q) => q._id === open) : undefined;

  return (
    <>
      <NotifyList emails={data?.notifyList ?? []} />
      <DataTable
        table={questionnairesTable}
        namespace="questionnaires"
        label={t('title')}
        view={view}
        onViewChange={setView}
        extraSearch={range}
        onExtraSearchChange={onRangeChange}
        {...tableAnswer(query)}
        renderCell={renderers}
        empty={view.search ? undefined : <TableEmpty icon={<QuizOutlined />} title={t('empty')} />}
      />
      {opened && <QuestionnaireDetails questionnaire={opened} onClose={() => setOpen(null)} />}
    </>
  );
}

// Staff: the intake questionnaires of a range of days, their status and contact set in the row,
// the counts by status, and who is mailed when one arrives.
export const QuestionnairesPage = () => {
  const { t } = useTranslation('questionnaires');
  return (
    <AccessGate access="staff" icon={<QuizOutlined />} title={t('title')}>
      <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {t('title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('subtitle')}</Typography>
        <Summary />
        <Questionnaires />
      </Container>
    </AccessGate>
  );
};
