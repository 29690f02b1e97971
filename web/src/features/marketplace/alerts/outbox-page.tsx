import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import type { OutboxItem } from '@contracts/marketplace/alerts/calls';
import { DetailDialog } from '../../../shared/detail-dialog';
import { isApiError } from '../../../shared/api-error';
import { dateText } from '../../../shared/format';
import { LoadFailed } from '../../../shared/load-failed';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { alertsApi } from './alerts-api';

// A mail's links open in the page around it, not inside the frame.
const framed = (html: string) => html.replace(/<head([^>]*)>/i, '<head$1><base target="_top">');

function MailView({ id }: { id: string }) {
  const { t, i18n } = useTranslation('alerts');
  const [tab, setTab] = useState<'html' | 'text' | 'headers'>('html');
  const { data, isLoading, isError, refetch } = alertsApi.useGetMailOutboxMessageQuery({ id });
  if (isLoading) return <Skeleton variant="rounded" height={420} aria-busy="true" />;
  if (isError || !data) return <LoadFailed text={t('outbox.failed')} onRetry={() => void refetch()} />;
  const status = data.sentAt ? t('outbox.sent', { date: dateText(data.sentAt, i18n.language) }) : data.error ? t('outbox.failedSend', { error: data.error }) : t('outbox.kept', { date: dateText(data.createdAt, i18n.language) });
  return (
    <Box component="article" aria-label={data.subject}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {data.subject}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} dir="auto">
        {data.to}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {status}
        </Typography>
        {data.template && <Chip size="small" label={`${t('outbox.template')}: ${data.template}`} />}
        {data.language && <Chip size="small" label={`${t('outbox.language')}: ${data.language}`} />}
      </Stack>
      <Tabs value={tab} onChange={(_, next: typeof tab) => setTab(next)} sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
        <Tab value="html" label={t('outbox.html')} />
        <Tab value="text" label={t('outbox.text')} />
        <Tab value="headers" label={t('outbox.headers')} />
      </Tabs>
      {tab === 'html' ? (
        // the mail as a mail program shows it: no script runs in it (no allow-scripts), its links
        // open the page around it
        <Box
          component="iframe"
          title={t('outbox.frameTitle', { subject: data.subject })}
          srcDoc={framed(data.html)}
          sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
          sx={{ width: '100%', height: { xs: '70vh', md: 640 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
        />
      ) : tab === 'text' ? (
        <Box component="pre" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
          {data.text}
        </Box>
      ) : (
        <Box component="dl" sx={{ m: 0 }}>
          {Object.entries(data.headers).map(([name, value]) => (
            <Box key={name} sx={{ mb: 1 }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
              <Typography component="dd" variant="body2" dir="ltr" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function OutboxList({ items, selected, onOpen }: { items: readonly OutboxItem[]; selected: string | null; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('alerts');
  if (!items.length)
    return (
      <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
        <MarkEmailReadOutlined sx={{ fontSize: 48, color: 'primary.light' }} />
        <Typography variant="h6" component="p" sx={{ color: 'text.primary', mt: 1 }}>
          {t('outbox.empty')}
        </Typography>
        <Typography sx={{ mt: 0.5 }}>{t('outbox.emptyHint')}</Typography>
      </Box>
    );
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t('outbox.title')}>
        {items.map((item) => (
          <ListItem key={item.id} disablePadding divider>
            <ListItemButton selected={item.id === selected} onClick={() => onOpen(item.id)}>
              <ListItemText
                primary={item.subject}
                secondary={`${item.to} · ${dateText(item.createdAt, i18n.language)}`}
                slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

// /outbox: every mail the product sent, read as it was sent (HTML in a frame, the plain text, the
// headers). Anyone may read it while mail is not sent for real (the embedded default); otherwise
// admins only, and the page says so.
export const OutboxPage = () => {
  const { t } = useTranslation('alerts');
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const [to, setTo] = useState(params.get('to') ?? '');
  const selected = params.get('mail');
  const { data, isLoading, error, refetch } = alertsApi.useGetMailOutboxQuery({ limit: 100, ...(params.get('to') ? { to: params.get('to')! } : {}) }, { refetchOnMountOrArgChange: true });
  const open = (id: string | null) =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      if (id) next.set('mail', id);
      else next.delete('mail');
      return next;
    });
  const filter = (address: string) =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      if (address.trim()) next.set('to', address.trim().toLowerCase());
      else next.delete('to');
      next.delete('mail');
      return next;
    });
  const closed = isApiError(error) && error.body.code === 'OutboxClosed';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
        {t('outbox.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('outbox.subtitle')}</Typography>
      {closed ? (
        <Alert severity="info">{t('outbox.closed')}</Alert>
      ) : (
        <>
          <Box component="form" role="search" onSubmit={(e) => (e.preventDefault(), filter(to))} sx={{ mb: 2, maxWidth: 420 }}>
            <TextField fullWidth size="small" type="search" label={t('outbox.filter')} placeholder={t('outbox.all')} value={to} onChange={(e) => setTo(e.target.value)} onBlur={() => filter(to)} />
          </Box>
          {isLoading ? (
            <Skeleton variant="rounded" height={320} aria-busy="true" />
          ) : error ? (
            <LoadFailed text={t('outbox.failed')} onRetry={() => void refetch()} />
          ) : (
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: isMobile ? 'minmax(0, 1fr)' : 'minmax(0, 4fr) minmax(0, 7fr)', alignItems: 'start' }}>
              <OutboxList items={data?.list ?? []} selected={selected} onOpen={open} />
              {!isMobile && (
                <Paper variant="outlined" sx={{ p: 2, minHeight: 200 }}>
                  {selected ? <MailView id={selected} /> : <Typography sx={{ color: 'text.secondary' }}>{t('outbox.pick')}</Typography>}
                </Paper>
              )}
            </Box>
          )}
          {isMobile && (
            <DetailDialog open={selected !== null} label={t('outbox.title')} backLabel={t('outbox.back')} onBack={() => open(null)}>
              {selected && <MailView id={selected} />}
            </DetailDialog>
          )}
        </>
      )}
    </Container>
  );
};
