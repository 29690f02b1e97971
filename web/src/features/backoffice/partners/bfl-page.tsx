import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { bflFilters, type BflClient, type BflFilter } from '@contracts/backoffice/partners/calls';
import { AccessGate } from '../../../shell/access-gate';
import { errorText } from '../../../shared/api-error';
import { dateText } from '../../../shared/format';
import { LoadFailed } from '../../../shared/load-failed';
import { useNotices } from '../../../shared/use-notices';
import { EmailsDialog } from './emails-dialog';
import { partnersApi } from './partners-api';
import { shekels } from './shekels';
import { SplitDialog, type SplitSave } from './split-dialog';

const money = (value: number | null, language: string) => (value === null ? '—' : shekels(value, language));
const wide = { display: { xs: 'none', md: 'table-cell' } };

function Clients() {
  const { t, i18n } = useTranslation('partners');
  const notices = useNotices();
  const [filter, setFilter] = useState<BflFilter>('everyone');
  const { data, isFetching, isLoading, error, refetch } = partnersApi.useGetBflClientsQuery({ filter }, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<BflClient | null>(null);
  const [update, updating] = partnersApi.useUpdateBflClientDataMutation();
  const [settings, setSettings] = useState(false);
  const [saveEmails, emails] = partnersApi.useUpdateBflEmailsListMutation();
  const lang = i18n.language;
  const save = async (change: SplitSave) => {
    if (!editing) return;
    const done = await update({ id: editing._id, filter, ...change }).unwrap().catch(() => null);
    if (!done) return;
    setEditing(null);
    notices.snackbar(t('saved'));
  };
  return (
    <>
      <ToggleButtonGroup exclusive size="small" value={filter} onChange={(_, next: BflFilter | null) => next && setFilter(next)} aria-label={t('second.title')} sx={{ flexWrap: 'wrap', mb: 2 }}>
        {bflFilters.map((f) => (
          <ToggleButton key={f} value={f}>
            {t(`second.filter.${f}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {isLoading ? (
        <CircularProgress sx={{ display: 'block', mx: 'auto', my: 6 }} aria-label={t('second.title')} />
      ) : error || !data ? (
        <LoadFailed text={errorText(error, t('loadFailed'))} onRetry={() => void refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ opacity: isFetching ? 0.6 : 1 }}>
          <TableContainer>
            <Table size="small" aria-label={t('second.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('column.fullName')}</TableCell>
                  <TableCell sx={wide}>{t('column.datecreated')}</TableCell>
                  <TableCell align="right">{t('column.totalPay')}</TableCell>
                  <TableCell align="right" sx={wide}>{t('column.bflPart')}</TableCell>
                  <TableCell align="right">{t('column.talentPart')}</TableCell>
                  <TableCell>{t('column.approved')}</TableCell>
                  <TableCell sx={wide}>{t('column.talentPayed')}</TableCell>
                  {data.isAdmin && <TableCell>{t('column.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.clients.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={8} sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
                      {t('second.empty')}
                    </TableCell>
                  </TableRow>
                )}
                {data.clients.map((c) => (
                  <TableRow key={c._id} hover>
                    <TableCell sx={{ fontWeight: 600 }}>{c.fullName}</TableCell>
                    <TableCell sx={wide}>{dateText(c.datecreated, lang)}</TableCell>
                    <TableCell align="right">{money(c.totalPay, lang)}</TableCell>
                    <TableCell align="right" sx={wide}>{money(c.bflPart, lang)}</TableCell>
                    <TableCell align="right">{money(c.talentPart, lang)}</TableCell>
                    <TableCell>
                      {c.approved ? <Chip size="small" color="success" label={t('second.approvedOn', { date: dateText(c.approveDate!, lang) })} /> : <Chip size="small" variant="outlined" label={t('second.notApproved')} />}
                    </TableCell>
                    <TableCell sx={wide}>{c.talentPayed ? t('second.paid', { date: dateText(c.talentPayedDate!, lang) }) : t('second.notPaid')}</TableCell>
                    {data.isAdmin && (
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton size="small" color="primary" aria-label={t('edit', { name: c.fullName })} onClick={() => { updating.reset(); setEditing(c); }}>
                          <EditOutlined fontSize="small" />
                        </IconButton>
                        {c.paymentLink && (
                          <IconButton size="small" component={Link} href={c.paymentLink} target="_blank" rel="noopener" aria-label={t('second.paymentLink')}>
                            <PaidOutlined fontSize="small" />
                          </IconButton>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>{t('second.totals')}</TableCell>
                  <TableCell sx={wide} />
                  <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="total-pay">{shekels(data.totals.totalPay, lang)}</TableCell>
                  <TableCell align="right" sx={{ ...wide, fontWeight: 700 }}>{shekels(data.totals.bflPart, lang)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>{shekels(data.totals.talentPart, lang)}</TableCell>
                  <TableCell colSpan={3} />
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        </Paper>
      )}
      {data?.isAdmin && (
        <Box sx={{ mt: 2 }}>
          <Button startIcon={<SettingsOutlined />} onClick={() => { emails.reset(); setSettings(true); }}>
            {t('settings')}
          </Button>
        </Box>
      )}
      {editing && <SplitDialog client={editing} saving={updating.isLoading} error={updating.error} onSave={(change) => void save(change)} onClose={() => setEditing(null)} />}
      {settings && data && (
        <EmailsDialog
          emails={data.bflEmails}
          saving={emails.isLoading}
          error={emails.error}
          onClose={() => setSettings(false)}
          onSave={(list) =>
            void saveEmails({ bflEmails: list })
              .unwrap()
              .then(() => {
                setSettings(false);
                notices.snackbar(t('saved'));
                void refetch();
              })
              .catch(() => null)
          }
        />
      )}
    </>
  );
}

// The second partner's table (/bflClients): its users and journey admins; journey admins edit the split.
export const BflPage = () => {
  const { t } = useTranslation('partners');
  return (
    <AccessGate access={['journeyAdmin', 'secondPartner']} icon={<PaidOutlined />} title={t('second.title')}>
      <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {t('second.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('second.subtitle')}</Typography>
        <Clients />
      </Container>
    </AccessGate>
  );
};
