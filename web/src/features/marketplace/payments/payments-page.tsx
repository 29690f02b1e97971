import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { Payment } from '@contracts/marketplace/payments/calls';
import { paymentsTable, type PaymentsSummary } from '@contracts/marketplace/payments/payments-table';
import { AccessGate } from '../../../shell/access-gate';
import { DataTable } from '../../../shared/data-table/data-table';
import { tableRequest, useTableView } from '../../../shared/data-table/table-view';
import { paymentsApi } from './payments-api';
import { defaultRange, rangeProblem, type Range } from './payments-report';

type Column = (typeof paymentsTable.columns)[number]['key'];

const statusColor = { succeeded: 'success', failed: 'error', cancelled: 'default', started: 'info' } as const;
// error.main is too light for small text on the page's grey and a hovered row (WCAG AA 4.5:1)
const errorText = { color: 'error.dark' } as const;

const useMoney = () => {
  const { i18n } = useTranslation();
  return useMemo(() => (amount: number, currency: string) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount), [i18n.language]);
};

// The report's own look for some columns; the others show by their cell type.
const useRenderers = (): Partial<Record<Column, (p: Payment) => ReactNode>> => {
  const { t } = useTranslation('payments');
  const money = useMoney();
  return useMemo(
    () => ({
      name: (p) => (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600, ...(p.name ? {} : { color: 'text.secondary' }) }}>
          {p.name ?? t('admin.deletedAccount')}
        </Typography>
      ),
      months: (p) => (p.method === 'paymentLink' ? t('admin.coaching', { count: p.months }) : t('admin.plan', { count: p.months })),
      amount: (p) => (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {money(p.amount, p.currency)}
        </Box>
      ),
      status: (p) => (
        <>
          <Chip size="small" variant="outlined" color={statusColor[p.status]} label={t(`admin.status.${p.status}`)} sx={p.status === 'failed' ? errorText : undefined} />
          {p.failureReason && (
            <Typography variant="caption" component="p" sx={{ ...errorText, mt: 0.5 }}>
              {p.failureReason}
            </Typography>
          )}
        </>
      ),
      cardLast4: (p) => <span dir="ltr">{p.cardLast4 ? `•••• ${p.cardLast4}` : '—'}</span>,
    }),
    [t, money],
  );
};

function Summary({ summary }: { summary: PaymentsSummary }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} aria-label={t('admin.summary')} role="group">
      <Chip color="success" label={t('admin.paid', { count: summary.succeeded })} />
      {summary.revenue.map((r) => (
        <Chip key={r.currency} color="success" variant="outlined" label={t('admin.revenue', { amount: money(r.amount, r.currency) })} />
      ))}
      <Chip color={summary.failed ? 'error' : 'default'} variant="outlined" label={t('admin.failed', { count: summary.failed })} sx={summary.failed ? errorText : undefined} />
      <Chip variant="outlined" label={t('admin.unfinished', { count: summary.unfinished })} />
    </Stack>
  );
}

const NoPayments = () => {
  const { t } = useTranslation('payments');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <ReceiptLongOutlined sx={{ fontSize: 48, color: 'primary.light' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {t('admin.empty')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('admin.emptyHint')}</Typography>
    </Paper>
  );
};

function PaymentsReport() {
  const { t } = useTranslation('payments');
  const [params, setParams] = useSearchParams();
  const fallback = defaultRange(new Date());
  // the range lives in the address, so a report can be shared and survives a reload
  const range: Range = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const problem = rangeProblem(range);
  const [view, setView] = useTableView(paymentsTable);
  const input = tableRequest(view, range);
  const { data, isFetching, error, refetch } = paymentsApi.useGetPaymentsQuery(input, { skip: problem !== null, refetchOnMountOrArgChange: true });
  const answer = problem === null && data && 'data' in data ? data : undefined;
  const renderers = useRenderers();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {t('admin.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('admin.subtitle')}</Typography>
      </Box>
      {answer && answer.count > 0 && <Summary summary={answer.summary} />}
      <DataTable
        table={paymentsTable}
        namespace="payments"
        label={t('admin.title')}
        view={view}
        onViewChange={setView}
        extraSearch={range}
        onExtraSearchChange={(next) => setParams({ from: next.from ?? range.from, to: next.to ?? range.to }, { replace: true })}
        filterErrors={problem ? { to: t(`admin.rangeProblem.${problem}`) } : undefined}
        answer={answer}
        fetching={problem === null && isFetching}
        error={problem === null ? error : undefined}
        onRetry={() => void refetch()}
        renderCell={renderers}
        empty={view.search ? undefined : <NoPayments />}
        csv={problem === null ? { call: 'getPayments', input } : undefined}
      />
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
