import Handlebars from 'handlebars';
import { mailLanguages } from '../../../contracts/marketplace/alerts/alert';
import { compileAllTemplates, renderMail, templateCatalog, type TemplateKey } from '../../mail/mail-templates';
import { templateSamples } from '../../mail/template-samples';
import { figure, progress } from './support/report';
import { round, roundSummary, summarize } from './support/stats';
import type { BenchOptions, BenchResult } from './types';

// Rendering a templated mail (the subject, the HTML from the compiled MJML, the plain-text part):
// p95 ≤ 5 ms per mail, over every template in both languages. Beside it, Handlebars alone filling a
// page of the same size (what the plain-text part and the layout add).

const variables = (i: number) => templateSamples(i + 1);

export async function runMail(options: BenchOptions): Promise<BenchResult> {
  const rounds = options.quick ? 100 : 500;
  progress('mail: compiling every template once');
  const compileStarted = performance.now();
  const templates = await compileAllTemplates();
  const compileMs = performance.now() - compileStarted;
  const keys = Object.keys(templateCatalog) as TemplateKey[];
  const pairs = keys.flatMap((key) => mailLanguages.map((language) => ({ key, language })));
  // warm the JIT
  for (let i = 0; i < 20; i++) for (const p of pairs) await renderMail(p.key, p.language, variables(i));
  progress(`mail: ${rounds} rounds of ${pairs.length} templates`);
  const times: number[] = [];
  const byKey = new Map<string, number[]>();
  let bytes = 0;
  for (let i = 0; i < rounds; i++)
    for (const p of pairs) {
      const t0 = performance.now();
      const mail = await renderMail(p.key, p.language, variables(i));
      const ms = performance.now() - t0;
      times.push(ms);
      byKey.set(p.key, [...(byKey.get(p.key) ?? []), ms]);
      bytes += mail.html.length;
    }
  // the baseline: one Handlebars template of the digest's size, filled the same number of times
  const page = (await renderMail('alert-digest', 'en', variables(0))).html;
  const plain = Handlebars.compile(page);
  const raw: number[] = [];
  for (let i = 0; i < rounds * pairs.length; i++) {
    const t0 = performance.now();
    plain(variables(i));
    raw.push(performance.now() - t0);
  }
  const all = summarize(times);
  return {
    figures: [
      figure({
        bench: 'mail',
        engine: 'pglite',
        metric: `templated mail render p95 (${pairs.length} templates × ${rounds})`,
        value: round(all.p95, 3),
        unit: 'ms',
        baseline: { label: 'Handlebars alone filling the digest’s HTML, p95', value: round(summarize(raw).p95, 3), unit: 'ms' },
        budget: { op: '<=', value: 5, on: 'value' },
        note: 'no database: rendering only',
      }),
    ],
    details: {
      templates,
      compileAllMs: round(compileMs),
      render: roundSummary(all, 3),
      averageHtmlBytes: Math.round(bytes / times.length),
      slowestTemplates: [...byKey.entries()].map(([key, ms]) => ({ key, p95: round(summarize(ms).p95, 3) })).sort((a, b) => b.p95 - a.p95).slice(0, 5),
    },
  };
}
