import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@contracts/core/history-entry';
import { changeText } from './history-dialog';

// A translator that shows which key said what: list labels by their keys, lines with their parameters.
const t = (key: string | string[], params?: Record<string, string>): string => {
  const first = Array.isArray(key) ? key[0]! : key;
  if (first.startsWith('lists.status.')) return `status(${first.slice('lists.status.'.length)})`;
  if (first.startsWith('lists.plan.')) return `plan(${first.slice('lists.plan.'.length)})`;
  if (first.startsWith('tracker:statuses.')) return `interview(${first.slice('tracker:statuses.'.length)})`;
  return `${first} ${JSON.stringify(params)}`;
};
const entry = (key: string, params: HistoryEntry['change']['params']): HistoryEntry => ({ position: '1', version: 0, type: 'X', at: '2026-11-01T00:00:00.000Z', actor: null, onBehalfOf: null, requestId: null, change: { key, params } });

describe('a journey change, said in the reader’s words', () => {
  it('names statuses and plans by their labels, days as the language writes them, and leaves other values as sent', () => {
    expect(changeText(t, entry('journey.statusChanged', { from: 'signed', to: 'published' }))).toBe('change.journey.statusChanged {"from":"status(signed)","to":"status(published)"}');
    expect(changeText(t, entry('journey.planChanged', { from: 'standard pro', to: null }))).toBe('change.journey.planChanged {"from":"plan(standard pro)","to":"—"}');
    expect(changeText(t, entry('tracker.statusChanged', { company: 'Wix', from: 'Interviewing', to: 'Got an Offer' }))).toBe(
      'change.tracker.statusChanged {"company":"Wix","from":"interview(Interviewing)","to":"interview(Got an Offer)"}',
    );
    expect(changeText(t, entry('offers.signed', { startDate: '2026-12-01' }), 'en')).toBe('change.offers.signed {"startDate":"Dec 1, 2026"}');
    expect(changeText(t, entry('offers.signed', { startDate: '2026-12-01' }))).toBe('change.offers.signed {"startDate":"2026-12-01"}');
    expect(changeText(t, entry('journey.commentAdded', { from: 'signed', fields: ['a', 'b'] }))).toBe('change.journey.commentAdded {"from":"signed","fields":"a, b"}');
  });
});
