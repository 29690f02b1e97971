import { paymentsTable } from '../../../../contracts/marketplace/payments/payments-table';
import { getPayments as paymentsBetween, getPaymentsTable, paymentsTableRows } from '../../../../query/marketplace/payments/get-payments';
import type { CsvExport } from '../../../server/data-table-export';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

// The spec's { from, to } list, or the payments table.
export async function getPayments(deps: ApiDeps, input: CallIn<'getPayments'>, _ctx: CallContext): Answer<'getPayments'> {
  const { from, to, ...table } = input;
  return from && to ? { payments: await paymentsBetween(deps.db, from, to) } : getPaymentsTable(deps.db, table);
}

// As CSV, either form is its range's file.
export function paymentsCsv(deps: ApiDeps, input: CallIn<'getPayments'>, _ctx: CallContext): CsvExport {
  const { from, to, ...table } = input;
  return { table: paymentsTable, rows: paymentsTableRows(deps.db, from && to ? { extraSearch: { from, to } } : table), headers: table.headers };
}
