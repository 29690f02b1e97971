import axe from 'axe-core';
import type { Page } from 'playwright-core';

export type AxeNode = { target: string[]; html: string; failureSummary?: string };
export type AxeViolation = { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

// WCAG 2.0 and 2.1, levels A and AA.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function checkPage(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async (tags) => {
    const { axe: injected } = window as unknown as { axe: typeof axe };
    const result = await injected.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), html: n.html, failureSummary: n.failureSummary })),
    }));
  }, TAGS);
}

export const describeViolations = (where: string, violations: readonly AxeViolation[]): string =>
  violations
    .map(
      (v) =>
        `${where}\n  ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.helpUrl}\n` +
        v.nodes.map((n) => `    at ${n.target.join(' ')}\n      ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`).join('\n'),
    )
    .join('\n\n');

// The screen as it is now, through axe; what it finds is kept in `reports`, to be checked at the end.
export const auditInto =
  (reports: string[]) =>
  async (page: Page, where: string): Promise<void> => {
    const violations = await checkPage(page);
    if (violations.length) reports.push(describeViolations(where, violations));
  };
