import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { exportedColumns, type CellType, type TableDescriptor } from '../../contracts/core/data-table';
import { cellText } from '../../contracts/core/data-table-cells';
import { coreMessages, say } from '../../contracts/core/messages';
import type { CallContext } from './context';
import { sendError } from './error-body';

// A data-table call asked for as CSV (Accept: text/csv): the same call, past the same access rule
// and input check, answers its rows as a file, written as the rows are read.

export type CsvExport = {
  table: TableDescriptor;
  // the rows in the table's order, in chunks (query/core/data-table.ts tableRows)
  rows: AsyncIterable<readonly object[]>;
  // column titles in the reader's language; the table's English headers otherwise
  headers?: Partial<Record<string, string>>;
};

// How a call answers as CSV, given its deps: a feature declares it beside the call
// (`csv: { getPayments: paymentsCsv }` on its server half).
export type CsvExporter = (input: unknown, ctx: CallContext) => CsvExport;

export const wantsCsv = (req: Request): boolean => req.accepts(['application/json', 'text/csv']) === 'text/csv';

// A spreadsheet runs a text cell that starts with =, +, -, @, tab or CR as a formula: such a cell
// gets a leading apostrophe, which Excel and LibreOffice read as "text" (OWASP's CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const textTypes: readonly CellType[] = ['TEXT', 'CONTACT', 'LINK', 'WA_PHONE'];
const inertCell = (text: string, type: CellType) => (textTypes.includes(type) && FORMULA_START.test(text) ? `'${text}` : text);

// payments-2026-11-25.csv: the day in the table's zone
const fileName = (table: TableDescriptor, now: Date) => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: table.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `${table.name}-${day}.csv`;
};

type Answer = { res: Response; exporter: CsvExporter | undefined; input: unknown; ctx: CallContext; log: Logger; correlationId: string };

// Answers the file and returns the status it answered with. A fault before the first rows throws,
// so the router answers it as any other (JSON, with its status); a fault later can only cut the file.
export async function answerCsv({ res, exporter, input, ctx, log, correlationId }: Answer): Promise<number> {
  if (!exporter) {
    sendError(res, 406, { error: say(coreMessages.JsonOnly), code: 'NotAcceptable' });
    return 406;
  }
  const { table, rows, headers } = exporter(input, ctx);
  const chunks = rows[Symbol.asyncIterator]();
  const first = await chunks.next();
  const columns = exportedColumns(table);
  // every cell quoted, quotes doubled (csv-stringify does both), a BOM so Excel reads UTF-8 (Hebrew).
  // A chunk of rows is written as one block of text: the compression and the socket then get a few
  // large writes, not one small write per row (which cost five times the rest of the file).
  const csvOptions = { quoted: true, quoted_empty: true, record_delimiter: 'windows' } as const;
  const blocks = async function* () {
    try {
      yield stringify([columns.map((c) => headers?.[c.key] ?? c.header)], { ...csvOptions, bom: true });
      for (let next = first; !next.done; next = await chunks.next())
        yield stringify(
          next.value.map((row) => columns.map((c) => inertCell(cellText(c.type, (row as Record<string, unknown>)[c.key], table.timeZone), c.type))),
          csvOptions,
        );
    } finally {
      // the reader went away: stop reading rows
      await chunks.return?.();
    }
  };
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName(table, new Date())}"`);
  try {
    await pipeline(Readable.from(blocks()), res);
    return 200;
  } catch (error) {
    if (res.destroyed && !res.writableFinished && (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return 499;
    log.error({ err: error, correlationId }, 'CSV export failed while streaming');
    res.destroy();
    return 500;
  }
}
