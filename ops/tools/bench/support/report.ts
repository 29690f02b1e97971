export type Engine = 'postgresql' | 'pglite';

// A budget applies to the value itself or to its ratio to the baseline.
export type Budget = { op: '>=' | '<='; value: number; on: 'value' | 'ratio' };

export type Figure = {
  bench: string;
  engine: Engine;
  metric: string;
  value: number;
  unit: string;
  baseline?: { label: string; value: number; unit: string };
  // value ÷ baseline
  ratio?: number;
  budget?: Budget;
  pass?: boolean;
  note?: string;
};

export function figure(f: Omit<Figure, 'ratio' | 'pass'>): Figure {
  const ratio = f.baseline && f.baseline.value > 0 ? f.value / f.baseline.value : undefined;
  let pass: boolean | undefined;
  if (f.budget) {
    const measured = f.budget.on === 'ratio' ? ratio : f.value;
    pass = measured === undefined || Number.isNaN(measured) ? false : f.budget.op === '>=' ? measured >= f.budget.value : measured <= f.budget.value;
  }
  return { ...f, ...(ratio !== undefined ? { ratio } : {}), ...(pass !== undefined ? { pass } : {}) };
}

const formatNumber = (value: number): string => {
  if (Number.isNaN(value)) return 'n/a';
  if (Math.abs(value) >= 1000) return Math.round(value).toLocaleString('en-US');
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
};

const withUnit = (value: number, unit: string) => `${formatNumber(value)} ${unit}`.trim();

const budgetText = (b: Budget | undefined, unit: string): string => {
  if (!b) return '';
  return b.on === 'ratio' ? `${b.op} ${b.value}× baseline` : `${b.op} ${withUnit(b.value, unit)}`;
};

export function formatTable(figures: readonly Figure[]): string {
  const header = ['benchmark', 'engine', 'metric', 'value', 'baseline (same run)', 'ratio', 'budget', 'result'];
  const rows = figures.map((f) => [
    f.bench,
    f.engine,
    f.metric,
    withUnit(f.value, f.unit),
    f.baseline ? `${withUnit(f.baseline.value, f.baseline.unit)} ${f.baseline.label}` : '',
    f.ratio !== undefined ? `${f.ratio >= 10 ? f.ratio.toFixed(1) : f.ratio.toFixed(2)}×` : '',
    budgetText(f.budget, f.unit),
    f.pass === undefined ? '' : f.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

// Progress goes to stderr so stdout carries only the results.
export const progress = (message: string): void => {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
};
