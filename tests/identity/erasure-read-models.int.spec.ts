import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '../../ops/registry';
import { erased, runMarketplaceScenario, scenarioClock } from '../support/marketplace-scenario';
import { readModelRows, rebuildThroughBatchForms } from '../support/read-models';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: scenarioClock.now });
});
afterAll(async () => {
  await t?.stop();
});

const personal = [erased.first_name, erased.last_name, erased.email, erased.phone, ...erased.messages, erased.note];

// Tables that still name the deleted account, and what they still say about it.
async function traces(userId: string) {
  const tables = await readModelRows(t.engine.db, projections);
  const text = JSON.stringify(tables);
  return {
    personal: personal.filter((s) => text.includes(s)),
    naming: Object.entries(tables).flatMap(([table, rows]) => (JSON.stringify(rows).includes(userId) ? [table] : [])),
    payments: (tables.payment as Array<{ user_id: string; card_last4: string | null; amount: number }>).filter((p) => p.user_id === userId),
  };
}

describe('erasure in the read models', () => {
  it('leaves none of a deleted account’s personal data in any read model, live or rebuilt', async () => {
    const { deleted } = await runMarketplaceScenario(t);
    const live = await traces(deleted.userId);
    expect(await rebuildThroughBatchForms(t.app.store, t.engine.db, projections)).toEqual([]);
    const rebuilt = await traces(deleted.userId);
    for (const left of [live, rebuilt]) {
      expect(left.personal).toEqual([]);
      // only the payments name the account still: the accounts keep the amounts, not the card
      expect(left.naming).toEqual(['payment']);
      expect(left.payments.length).toBe(3);
      expect(left.payments.every((p) => p.card_last4 === null && p.amount > 0)).toBe(true);
    }
  });
});
