import { expect } from 'vitest';
import { endProPlan } from '../../command/marketplace/payments/end-pro-plan';
import { eraseLapsedOrphanApplicants } from '../../ops/marketplace/orphan-applications/tasks/erase-lapsed-orphan-applicants';
import { projections } from '../../ops/registry';
import { scenarioClock, type Scenario } from './marketplace-scenario';
import { orphanKit } from './orphan-kit';
import type { TestApp } from './test-app';

const DAY_MS = 86_400_000;

// What a mailed link and the passing of time bring, after the marketplace scenario: the seeker
// confirms the address from the link, then half a year goes by: the recruiter's month of Pro ends,
// the visitor who applied without ever making an account is erased, and a new one applies. The scheduled work is run
// here, as its task would (the queue's own timing is tests/marketplace/orphan-applications'). Waits
// until every projection has caught up. The app's clock must be scenarioClock.now.
export async function runLapseScenario(t: TestApp, { seeker, recruiter, jobs }: Scenario): Promise<void> {
  const token = await t.app.deps.tokens.sign({ sub: seeker.userId, purpose: 'confirm-email' }, 3600);
  const confirmed = await t.call<{ confirmed: boolean }>('confirmEmail', { token });
  expect(confirmed.body.confirmed, JSON.stringify(confirmed.body)).toBe(true);

  scenarioClock.offsetMs += (t.app.config.orphanRetentionDays + 1) * DAY_MS;
  const ctx = { actor: null, correlationId: 'job:lapse-scenario' };
  expect(await endProPlan(t.app.deps, { userId: recruiter.userId }, ctx)).not.toHaveProperty('code');
  await eraseLapsedOrphanApplicants.handle(t.app.deps, {}, ctx);
  const kit = orphanKit(() => t);
  await kit.applyOrphan(await kit.guestToken(), { email: `viola.${Date.now()}@example.com`, first_name: 'Viola', last_name: 'Latecomer', jobId: jobs[0]! });

  const types = (await t.app.store.readAll({ after: '0', maxCount: 10_000 })).map((e) => e.type);
  for (const type of ['EmailConfirmed', 'ProPlanEnded', 'OrphanApplicantErased']) expect(types, type).toContain(type);
  const head = await t.app.store.headPosition();
  expect(await t.app.runner!.waitFor(head, 20_000, projections.map((p) => p.name))).toBe(true);
}
