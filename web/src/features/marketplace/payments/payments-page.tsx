import { forwardRef, useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TableVirtuoso, Virtuoso, type TableComponents } from 'react-virtuoso';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { PAYMENTS_LIST_MAX, type Payment } from '../../../../../contracts/marketplace/payments/calls';
import { AccessGate } from '../../../shell/access-gate';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { paymentsApi } from './payments-api';
import { defaultRange, rangeProblem, summarize, type Range } from './payments-report';

const statusColor = { succeeded: 'success', failed: 'error', cancelled: 'default', started: 'info' } as const;
// error.main is too light for small text on the page's grey and a hovered row (WCAG AA 4.5:1)
const errorText = { color: 'error.dark' } as const;

const useFormats = () => {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      when: (iso: string) => when.format(new Date(iso)),
      money: (amount: number, currency: string) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount),
    };
  }, [i18n.language]);
};

const StatusChip = ({ payment }: { payment: Payment }) => {
  const { t } = useTranslation('payments');
  return <Chip size="small" variant="outlined" color={statusColor[payment.status]} label={t(`admin.status.${payment.status}`)} sx={payment.status === 'failed' ? errorText : undefined} />;
};

const Person = ({ payment }: { payment: Payment }) => {
  const { t } = useTranslation('payments');
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {payment.name ?? t('admin.deletedAccount')}
      </Typography>
      {payment.email && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} dir="ltr">
          {payment.email}
        </Typography>
      )}
    </>
  );
};

const tableParts: TableComponents<Payment> = {
  Scroller: forwardRef<HTMLDivElement, ComponentProps<'div'>>((props, ref) => <Box {...props} ref={ref} />),
  Table: (props) => <Table {...props} size="small" sx={{ borderCollapse: 'separate' }} />,
  TableHead: forwardRef<HTMLTableSectionElement, ComponentProps<'thead'>>((props, ref) => <TableHead {...props} ref={ref} />),
  TableRow: ({ item: _item, ...props }) => <TableRow {...props} hover />,
  TableBody: forwardRef<HTMLTableSectionElement, ComponentProps<'tbody'>>((props, ref) => <TableBody {...props} ref={ref} />),
};

function PaymentsTable({ payments }: { payments: readonly Payment[] }) {
  const { t } = useTranslation('payments');
  const f = useFormats();
  return (
    <Paper variant="outlined">
      <TableVirtuoso
        useWindowScroll
        data={payments}
        initialItemCount={Math.min(payments.length, 30)}
        components={tableParts}
        computeItemKey={(_, p) => p._id}
        fixedHeaderContent={() => (
          <TableRow sx={{ bgcolor: 'background.paper' }}>
            {(['date', 'person', 'plan', 'amount', 'status', 'card'] as const).map((column) => (
              <TableCell key={column} component="th" scope="col" sx={{ fontWeight: 700 }}>
                {t(`admin.column.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        )}
        itemContent={(_, p) => (
          <>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.when(p.startedAt)}</TableCell>
            <TableCell>
              <Person payment={p} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('admin.plan', { count: p.months })}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{f.money(p.amount, p.currency)}</TableCell>
            <TableCell>
              <StatusChip payment={p} />
              {p.failureReason && (
                <Typography variant="caption" component="p" sx={{ ...errorText, mt: 0.5 }}>
                  {p.failureReason}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }} dir="ltr">
              {p.cardLast4 ? `•••• ${p.cardLast4}` : '—'}
            </TableCell>
          </>
        )}
      />
    </Paper>
  );
}

// On a phone each payment is a card: a table of six columns does not fit 375 px.
function PaymentCards({ payments }: { payments: readonly Payment[] }) {
  const { t } = useTranslation('payments');
  const f = useFormats();
  return (
    <Virtuoso
      useWindowScroll
      data={payments}
      initialItemCount={Math.min(payments.length, 20)}
      computeItemKey={(_, p) => p._id}
      itemContent={(_, p) => (
        <Box sx={{ pb: 1.5 }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-label={`${p.name ?? t('admin.deletedAccount')}, ${f.money(p.amount, p.currency)}`}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Person payment={p} />
              </Box>
              <StatusChip payment={p} />
            </Stack>
            <Typography sx={{ fontWeight: 700, mt: 1 }}>
              {/* each part keeps its own direction: Latin and numbers inside a Hebrew line */}
              <bdi>{f.money(p.amount, p.currency)}</bdi> · <bdi>{t('admin.plan', { count: p.months })}</bdi>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {f.when(p.startedAt)}
              {p.cardLast4 && (
                <>
                  {' · '}
                  <span dir="ltr">{`•••• ${p.cardLast4}`}</span>
                </>
              )}
            </Typography>
            {p.failureReason && (
              <Typography variant="body2" sx={{ ...errorText, mt: 0.5 }}>
                {p.failureReason}
              </Typography>
            )}
          </Paper>
        </Box>
      )}
    />
  );
}

function Summary({ payments }: { payments: readonly Payment[] }) {
  const { t } = useTranslation('payments');
  const f = useFormats();
  const s = summarize(payments);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} aria-label={t('admin.summary')} role="group">
      <Chip color="success" label={t('admin.paid', { count: s.succeeded })} />
      {s.revenue.map((r) => (
        <Chip key={r.currency} color="success" variant="outlined" label={t('admin.revenue', { amount: f.money(r.amount, r.currency) })} />
      ))}
      <Chip color={s.failed ? 'error' : 'default'} variant="outlined" label={t('admin.failed', { count: s.failed })} sx={s.failed ? errorText : undefined} />
      <Chip variant="outlined" label={t('admin.unfinished', { count: s.unfinished })} />
    </Stack>
  );
}

// One end of the range: a browser date picker; clearing it keeps the day it had.
const DayField = ({ label, value, onDay, error, helperText, bounds }: { label: string; value: string; onDay: (day: string) => void; error: boolean; helperText?: string; bounds: { min?: string; max?: string } }) => (
  <TextField
    type="date"
    size="small"
    label={label}
    value={value}
    onChange={(e) => e.target.value && onDay(e.target.value)}
    error={error}
    helperText={helperText}
    slotProps={{ inputLabel: { shrink: true }, htmlInput: bounds }}
  />
);

function PaymentsReport() {
  const { t } = useTranslation('payments');
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const fallback = defaultRange(new Date());
  // the range lives in the address, so a report can be shared and survives a reload
  const range: Range = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const problem = rangeProblem(range);
  const { data, isFetching, isError, refetch } = paymentsApi.useGetPaymentsQuery(range, { skip: problem !== null, refetchOnMountOrArgChange: true });
  const payments = data && 'payments' in data ? data.payments : [];
  const setRange = (next: Partial<Range>) => setParams({ ...range, ...next }, { replace: true });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, gap: 2, mb: 2 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            {t('admin.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('admin.subtitle')}</Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
          <DayField label={t('admin.from')} value={range.from} onDay={(from) => setRange({ from })} error={problem !== null} bounds={{ max: range.to }} />
          <DayField
            label={t('admin.to')}
            value={range.to}
            onDay={(to) => setRange({ to })}
            error={problem !== null}
            helperText={problem ? t(`admin.rangeProblem.${problem}`) : undefined}
            bounds={{ min: range.from }}
          />
        </Stack>
      </Stack>

      {isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('admin.retry')}
            </Button>
          }
        >
          {t('admin.loadError')}
        </Alert>
      )}
      {problem === null && isFetching && !data ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('admin.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : problem === null && !isError && payments.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <ReceiptLongOutlined sx={{ fontSize: 48, color: 'primary.light' }} />
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            {t('admin.empty')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('admin.emptyHint')}</Typography>
        </Paper>
      ) : payments.length > 0 ? (
        <Box sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={isFetching}>
          {payments.length >= PAYMENTS_LIST_MAX && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('admin.capped', { count: PAYMENTS_LIST_MAX })}
            </Alert>
          )}
          <Summary payments={payments} />
          {isMobile ? <PaymentCards payments={payments} /> : <PaymentsTable payments={payments} />}
        </Box>
      ) : null}
    </Container>
  );
}

// Admins: Pro payments started in a range of days, newest first, with what they brought in.
export const PaymentsPage = () => {
  const { t } = useTranslation('payments');
  return (
    <AccessGate access="admin" icon={<PaymentsOutlined />} title={t('admin.title')}>
      <PaymentsReport />
    </AccessGate>
  );
};
