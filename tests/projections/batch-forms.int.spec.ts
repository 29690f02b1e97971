import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '../../ops/registry';
import { runMarketplaceScenario, scenarioClock } from '../support/marketplace-scenario';
import { readModelRows, rebuildThroughBatchForms } from '../support/read-models';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: scenarioClock.now });
});
afterAll(async () => {
  await t?.stop();
});

// Rebuilds go through the batch forms; the runner goes event by event through the handlers. Both
// must leave the same rows, whatever the batch boundaries.
describe('batch forms', () => {
  it('leave every read model row for row as the incremental projections did, a deleted account included', async () => {
    expect(
      ['activity', 'notification', 'deck', 'conversation', 'credit_ledger', 'payment', 'job', 'user_account'].filter((name) => !projections.find((p) => p.name === name)?.applyBatch),
    ).toEqual([]);
    await runMarketplaceScenario(t);
    const incremental = await readModelRows(t.engine.db, projections);
    // the scenario reached every event type of the projections but a few
    const types = new Set((await t.app.store.readAll({ after: '0', maxCount: 10_000 })).map((e) => e.type));
    const unseen = projections.flatMap((p) => Object.keys(p.handlers).filter((type) => !types.has(type)));
    expect(new Set(unseen)).toEqual(new Set(['EmailConfirmed', 'ProPlanEnded', 'ApplicationCarriedOver', 'OrphanApplicationSubmitted', 'OrphanApplicantRegistered', 'OrphanApplicantErased']));
    for (const [table, rows] of Object.entries(incremental)) if (table !== 'orphan_application') expect(rows.length, table).toBeGreaterThan(0);

    // the whole log in one batch, then batches small enough to cut every history in the middle
    for (const batchSize of [5000, 7, 1]) {
      expect(await rebuildThroughBatchForms(t.app.store, t.engine.db, projections, batchSize)).toEqual([]);
      expect(await readModelRows(t.engine.db, projections), `batches of ${batchSize}`).toEqual(incremental);
    }
  });
});
