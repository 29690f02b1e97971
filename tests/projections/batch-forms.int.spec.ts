import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '../../ops/registry';
import { runLapseScenario } from '../support/lapse-scenario';
import { runMarketplaceScenario, scenarioClock } from '../support/marketplace-scenario';
import { runPublishingScenario } from '../coaching/publishing-scenario';
import { runCoachingScenario } from '../coaching/coaching-scenario';
import { runCardsScenario } from '../marketplace/cards/cards-scenario';
import { runProfileFilesScenario } from '../identity/profile-files-scenario';
import { runSettingsScenario } from '../backoffice/settings/settings-scenario';
import { runJourneySettingsScenario } from '../backoffice/journey-settings/journey-settings-scenario';
import { runAdminUsersScenario } from '../identity/admin-users-scenario';
import { runClientsStatusScenario } from '../backoffice/clients-status/clients-status-scenario';
import { runSitemapScenario } from '../marketplace/sitemap/sitemap-scenario';
import { runLeadsScenario } from '../backoffice/leads/leads-scenario';
import { runQuestionnairesScenario } from '../backoffice/questionnaires/questionnaires-scenario';
import { runPaymentLinkScenario } from '../coaching/payment-link/payment-link-scenario';
import { runPushScenario } from '../backoffice/push/push-scenario';
import { runCompaniesScenario } from '../marketplace/companies/companies-scenario';
import { runModerationScenario } from '../marketplace/reports/moderation-scenario';
import { runAccountSettingsScenario } from '../identity/account-settings/account-settings-scenario';
import { runForumScenario } from '../backoffice/forum/forum-scenario';
import { runAlertsScenario } from '../marketplace/alerts/alerts-scenario';
import { runPartnersScenario } from '../backoffice/partners/partners-scenario';
import { runEventsScenario } from '../backoffice/events/events-scenario';
import { runReviewsScenario } from '../backoffice/reviews/reviews-scenario';
import { runTemplatesScenario } from '../backoffice/templates/templates-scenario';
import { runMarketingScenario } from '../backoffice/marketing/marketing-scenario';
import { readModelRows, rebuildThroughBatchForms, rebuildThroughHandlers } from '../support/read-models';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  // the scenarios write as visitors from one address, far more often than a visitor may: no limits here
  t = await startTestApp({ clock: scenarioClock.now }, { RATE_LIMIT_SCALE: '0' });
});
afterAll(async () => {
  await t?.stop();
});

// Rebuilds go through the batch forms; the runner goes event by event through the handlers (or, for
// a busy projection, through a live form). Every projection has a batch form: derived with its
// handlers from one row declaration, or written by hand for the hot read models (job, activity).
// Both forms must leave the same rows, whatever the batch boundaries.
describe('batch forms', () => {
  // every scenario of the product, then three rebuilds: minutes on two shared cores
  it('leave every read model row for row as the handlers do, deleted accounts included', { timeout: 300_000 }, async () => {
    expect(projections.filter((p) => !p.applyBatch).map((p) => p.name)).toEqual([]);
    expect(['job', 'activity'].filter((name) => !projections.some((p) => p.name === name))).toEqual([]);
    const marketplace = await runMarketplaceScenario(t);
    await runPublishingScenario(t);
    await runCoachingScenario(t);
    await runCardsScenario(t);
    await runProfileFilesScenario(t);
    await runLapseScenario(t, marketplace);
    await runSettingsScenario(t);
    await runJourneySettingsScenario(t);
    await runAdminUsersScenario(t);
    await runClientsStatusScenario(t);
    await runSitemapScenario(t);
    await runLeadsScenario(t);
    await runQuestionnairesScenario(t);
    await runPaymentLinkScenario(t);
    await runPushScenario(t);
    await runCompaniesScenario(t);
    await runModerationScenario(t);
    await runAccountSettingsScenario(t);
    await runForumScenario(t);
    await runAlertsScenario(t);
    await runPartnersScenario(t);
    await runEventsScenario(t);
    await runReviewsScenario(t);
    await runTemplatesScenario(t);
    await runMarketingScenario(t);
    const incremental = await readModelRows(t.engine.db, projections);
    // the scenarios reached every event type of the projections
    const types = new Set((await t.app.store.readAll({ after: '0', maxCount: 10_000 })).map((e) => e.type));
    const unseen = projections.flatMap((p) => Object.keys(p.handlers).filter((type) => !types.has(type)));
    expect(unseen).toEqual([]);
    for (const [table, rows] of Object.entries(incremental)) expect(rows.length, table).toBeGreaterThan(0);

    await rebuildThroughHandlers(t.app.store, t.engine.db, projections);
    expect(await readModelRows(t.engine.db, projections), 'event by event').toEqual(incremental);
    // the whole log in one batch, then batches small enough to cut every history in the middle
    for (const batchSize of [5000, 7, 1]) {
      expect(await rebuildThroughBatchForms(t.app.store, t.engine.db, projections, batchSize)).toEqual([]);
      expect(await readModelRows(t.engine.db, projections), `batches of ${batchSize}`).toEqual(incremental);
    }
  });
});
