import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orphanApplicantStreamId } from '../../../contracts/marketplace/orphan-applications/ids';
import { deleteAccount } from '../../../command/identity/users/delete-account';
import { isDomainError } from '../../../contracts/core/errors';
import { projections } from '../../../ops/registry';
import { readModelRows, rebuildThroughBatchForms } from '../../support/read-models';
import { orphanKit } from '../../support/orphan-kit';
import { startTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { RATE_LIMIT_SCALE: '1000' });
});
afterAll(async () => {
  await t?.stop();
});

let n = 0;
const { guestToken, postJob, applicants, uploaded, applyOrphan } = orphanKit(() => t);

// The orphan applications of one address, read back from the log through the store.
async function submitted(email: string) {
  const events = await t.app.store.readStream(orphanApplicantStreamId(email));
  return events.filter((e) => e.type === 'OrphanApplicationSubmitted').map((e) => e.data as { applicantId: string; email: string; first_name: string; last_name: string; resume: { id: string } });
}

async function caughtUp() {
  expect(await t.app.runner!.waitFor(await t.app.store.headPosition(), 20_000, projections.map((p) => p.name))).toBe(true);
}

// A visitor applies to two jobs without an account, then makes the account from the same visit.
async function applicantWithAccount(first_name: string, last_name: string) {
  const recruiter = await t.signUp({ lookingforwork: false });
  const jobs = [await postJob(recruiter.token, 'Glassblower'), await postJob(recruiter.token, 'Kiln keeper')];
  const email = `${first_name.toLowerCase()}.${Date.now()}${n++}@example.com`;
  const guest = await guestToken();
  for (const jobId of jobs) await applyOrphan(guest, { email, first_name, last_name, jobId });
  const made = await t.call<{ token: string; user: { _id: string } }>('setPasswordOrphan', { email, first_name, last_name, password: 'secret123' }, guest);
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { recruiter, jobs, email, token: made.body.token, userId: made.body.user._id };
}

describe('deleting an account made after applying without one', () => {
  it('also erases what the same address sent from another browser and never carried over', async () => {
    const person = await applicantWithAccount('Wenna', 'Trelawny');
    const recruiter = await t.signUp({ lookingforwork: false });
    const elsewhere = await postJob(recruiter.token, 'Slate splitter');
    await applyOrphan(await guestToken(), { email: person.email, first_name: 'Wenna', last_name: 'Trelawny', jobId: elsewhere });
    await caughtUp();
    expect(JSON.stringify(await readModelRows(t.engine.db, projections))).toContain('Trelawny');

    expect((await t.call('deleteAccount', { password: 'secret123' }, person.token)).status).toBe(200);
    await caughtUp();
    const live = JSON.stringify(await readModelRows(t.engine.db, projections));
    expect([person.email, 'Trelawny'].filter((s) => live.includes(s))).toEqual([]);
  });

  it('erases what was sent before the account: names and email in the log, the CVs, every read model', async () => {
    const person = await applicantWithAccount('Ysolde', 'Marchbanks');
    const bystander = await applicantWithAccount('Tancred', 'Oakhollow');
    const cvLinks = (await applicants(person.recruiter.token)).map((a) => a.orphan!.resume.url);
    expect(cvLinks).toHaveLength(2);
    const sent = await submitted(person.email);
    expect(sent.map((e) => e.email)).toEqual([person.email, person.email]);
    for (const e of sent) expect(uploaded(e.resume.id)).toBe(true);

    expect(await t.call('deleteAccount', { password: 'secret123' }, person.token)).toMatchObject({ status: 200, body: { success: true } });

    // the log keeps that the applications were sent, not by whom
    for (const e of await submitted(person.email)) expect(e).toMatchObject({ email: '', first_name: '', last_name: '' });
    // the CVs are gone: from the upload directory, and the links the recruiter was given find nothing
    for (const e of sent) expect(uploaded(e.resume.id)).toBe(false);
    for (const link of cvLinks) expect([404, 410]).toContain((await fetch(`${t.app.url}${link}`)).status);

    await caughtUp();
    const personal = [person.email, 'Ysolde', 'Marchbanks'];
    const live = JSON.stringify(await readModelRows(t.engine.db, projections));
    expect(await rebuildThroughBatchForms(t.app.store, t.engine.db, projections)).toEqual([]);
    const rebuilt = JSON.stringify(await readModelRows(t.engine.db, projections));
    for (const text of [live, rebuilt]) expect(personal.filter((s) => text.includes(s))).toEqual([]);

    // another applicant keeps everything
    const kept = await submitted(bystander.email);
    expect(kept.map((e) => e.first_name)).toEqual(['Tancred', 'Tancred']);
    for (const e of kept) expect(uploaded(e.resume.id)).toBe(true);
    expect((await applicants(bystander.recruiter.token)).map((a) => a.orphan?.email)).toEqual([bystander.email, bystander.email]);
  });

  it('lets the address apply again afterwards, as a new applicant who can make a new account', async () => {
    const person = await applicantWithAccount('Wilhelmina', 'Thorncroft');
    expect((await t.call('deleteAccount', { password: 'secret123' }, person.token)).status).toBe(200);
    const [erased] = await submitted(person.email);

    const guest = await guestToken();
    await applyOrphan(guest, { email: person.email, first_name: 'Wilhelmina', last_name: 'Thorncroft', jobId: person.jobs[0]! });
    const again = (await submitted(person.email)).at(-1)!;
    expect(again).toMatchObject({ email: person.email, first_name: 'Wilhelmina' });
    expect(again.applicantId).not.toBe(erased!.applicantId);
    expect((await applicants(person.recruiter.token)).map((a) => a.orphan?.email)).toEqual([person.email]);

    const made = await t.call<{ applications: number; user: { _id: string } }>('setPasswordOrphan', { email: person.email, first_name: 'Wilhelmina', last_name: 'Thorncroft', password: 'secret123' }, guest);
    expect(made).toMatchObject({ status: 200, body: { applications: 1 } });
    expect(made.body.user._id).not.toBe(person.userId);
  });

  it('finishes the erasure on a retry after a failure half-way', async () => {
    const person = await applicantWithAccount('Evander', 'Quillfeather');
    let failures = 1;
    const flaky = async () => {
      if (failures-- > 0) throw new Error('disk unavailable');
    };
    const deps = { ...t.app.deps, accountErasers: [flaky, ...t.app.deps.accountErasers] };
    const ctx = { actor: person.userId, correlationId: 'erasure-retry' };
    await expect(deleteAccount(deps, { userId: person.userId, password: 'secret123' }, ctx)).rejects.toThrow('disk unavailable');
    expect((await submitted(person.email))[0]).toMatchObject({ first_name: 'Evander' });

    expect(isDomainError(await deleteAccount(deps, { userId: person.userId, password: 'secret123' }, ctx))).toBe(false);
    const sent = await submitted(person.email);
    for (const e of sent) expect(e).toMatchObject({ email: '', first_name: '', last_name: '' });
    for (const e of sent) expect(uploaded(e.resume.id)).toBe(false);
    expect(await t.engine.db.selectFrom('credential').select('user_id').where('user_id', '=', person.userId).execute()).toEqual([]);
  });
});
