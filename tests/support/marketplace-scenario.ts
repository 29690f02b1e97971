import { expect } from 'vitest';
import { projections } from '../../ops/registry';
import { signUpAdmin } from '../marketplace/credits-support';
import { journeyScenario } from '../coaching/journey/journey-scenario';
import { orphanKit } from './orphan-kit';
import { validJob, type CallResult, type TestApp } from './test-app';

// What the deleted person left behind: none of it may stay in a read model.
export const erased = {
  first_name: 'Zelinda',
  last_name: 'Quarterhouse',
  email: 'zelinda.quarterhouse@example.com',
  phone: '052-9913377',
  messages: ['Zelinda here, call me on 052-9913377', 'Zelinda again: still keen on the role'],
  note: 'Goodwill for Zelinda Quarterhouse',
};

type Person = { token: string; userId: string };

export type Scenario = { deleted: Person; recruiter: Person; otherRecruiter: Person; seeker: Person; jobs: string[] };

// The HTTP client moves the clock forward (a promotion expires) through this offset.
export const scenarioClock = { offsetMs: 0, now: () => new Date(Date.now() + scenarioClock.offsetMs) };

// A marketplace history over HTTP touching every projection: applications, connects, views, matches
// and messages, skips and undos, blocks, read notices and seen lists, a job closed and opened with
// applicants, credits granted and used, promotions made and expired, payments that succeed, fail and
// are cancelled, Pro settings, visitors applying without an account (one of them makes one, then
// deletes it); then one seeker deletes the account and the others carry on. Waits
// until every projection has caught up. The app's clock must be scenarioClock.now.
export async function runMarketplaceScenario(t: TestApp): Promise<Scenario> {
  const ok = async <T>(name: string, body: unknown, token?: string): Promise<CallResult<T>> => {
    const res = await t.call<T>(name, body, token);
    expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
    return res;
  };
  const checkout = async (token: string, fields: Record<string, string>) => {
    const { paymentId } = (await ok<{ paymentId: string }>('getPaymentUrl', { method: 'pro', months: 1 }, token)).body;
    const res = await fetch(`${t.app.url}/pay/sandbox/${paymentId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(res.status).toBe(303);
  };
  const card = (number: string) => ({ action: 'pay', name: `${erased.first_name} ${erased.last_name}`, number, expiry: '12/39', cvc: '123' });
  const matchOf = (jobId: string, seekerId: string) => `${jobId}:${seekerId}`;

  const admin = await signUpAdmin(t, `scenario-admin-${Date.now()}@example.com`);
  const recruiter = await t.signUp({ lookingforwork: false, first_name: 'Rina', last_name: 'Recruiter' });
  const otherRecruiter = await t.signUp({ lookingforwork: false, first_name: 'Omer', last_name: 'Hirer' });
  const deleted = await t.signUp({ lookingforwork: true, email: erased.email, first_name: erased.first_name, last_name: erased.last_name });
  const seeker = await t.signUp({ lookingforwork: true, first_name: 'Sami', last_name: 'Seeker' });
  await ok('saveProfile', { title: 'Pastry chef', phone: erased.phone, personal_info: 'Bakes at night' }, deleted.token);

  const post = async (token: string, title: string) => (await ok<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob({ title }) }, token)).body.job._id;
  const [j1, j2, j3] = [await post(recruiter.token, 'Head baker'), await post(recruiter.token, 'Night baker'), await post(otherRecruiter.token, 'Cake designer')];

  // the deleted seeker applies, is connected, matches, writes and is written to
  await ok('applyHistObject', { histogramType: 'jobs', objectId: j1 }, deleted.token);
  await ok('markApplicantViewed', { jobId: j1, seekerId: deleted.userId }, recruiter.token);
  await ok('applyHistObject', { histogramType: 'resumes', objectId: deleted.userId, jobId: j1 }, recruiter.token);
  await ok('applyHistObject', { histogramType: 'resumes', objectId: deleted.userId, jobId: j3 }, otherRecruiter.token);
  await ok('applyHistObject', { histogramType: 'jobs', objectId: j2 }, deleted.token);
  for (const text of erased.messages) await ok('sendMessage', { matchId: matchOf(j1, deleted.userId), text }, deleted.token);
  await ok('sendMessage', { matchId: matchOf(j1, deleted.userId), text: 'Rina answers: tomorrow at ten' }, recruiter.token);
  await ok('markConversationRead', { matchId: matchOf(j1, deleted.userId) }, recruiter.token);
  await ok('skipSuggestion', { objectId: j3, histogramType: 'jobs' }, deleted.token);
  await ok('skipSuggestion', { objectId: j2, histogramType: 'jobs' }, seeker.token);
  await ok('undoSkip', {}, seeker.token);
  await ok('skipSuggestion', { objectId: j3, histogramType: 'jobs' }, seeker.token);
  await ok('blockUser', { blockedUserId: otherRecruiter.userId, report: true, reason: 'Zelinda says: rude' }, deleted.token);

  await ok('saveUserJob', { jobId: j2, jobInfo: { title: 'Night baker, weekends' } }, recruiter.token);
  await ok('saveProfile', { lookingforwork: false }, deleted.token);
  await ok('saveProfile', { lookingforwork: true }, deleted.token);

  // the other seeker: applied, matched, read and seen, through a job closed and opened again
  await ok('applyHistObject', { histogramType: 'jobs', objectId: j1 }, seeker.token);
  await ok('applyHistObject', { histogramType: 'jobs', objectId: j2 }, seeker.token);
  await ok('applyHistObject', { histogramType: 'resumes', objectId: seeker.userId, jobId: j2 }, recruiter.token);
  await ok('sendMessage', { matchId: matchOf(j2, seeker.userId), text: 'Sami: thanks for the match' }, seeker.token);
  await ok('changeJobStatus', { jobId: j1, newStatus: 'O' }, recruiter.token);
  await ok('changeJobStatus', { jobId: j1, newStatus: 'A' }, recruiter.token);
  const notices = (await ok<{ list: { id: string }[] }>('getNotifications', {}, recruiter.token)).body.list;
  await ok('markNotificationsRead', { ids: [notices.at(-1)!.id] }, recruiter.token);
  await ok('markNotificationsRead', { all: true }, seeker.token);
  await ok('markActivitySeen', { histogramSubType: 'matchesRec' }, recruiter.token);
  await ok('markActivitySeen', { histogramSubType: 'jobsSuggestion' }, deleted.token);

  // roles an admin gives: the seeker a journey client, the deleted seeker a customer-success manager
  // who has a journey of their own (staff open journeys for journey users only)
  await ok('setAdminUserData', { userId: seeker.userId, data: { isJHUser: true, isActiveJHUser: true } }, admin.token);
  await ok('setAdminUserData', { userId: deleted.userId, data: { isCSManager: true, partner: 'second', isJHUser: true } }, admin.token);
  await journeyScenario(ok, { client: seeker, staff: admin, doomed: deleted });

  // credits, promotions and payments, the deleted seeker's among them
  await ok('grantCredits', { userId: deleted.userId, type: 'promotes', amount: 2, note: erased.note }, admin.token);
  await ok('grantCredits', { userId: recruiter.userId, type: 'promotes', amount: 3, note: 'Launch offer' }, admin.token);
  await ok('grantCredits', { userId: recruiter.userId, type: 'promotes', amount: -1, note: 'Too many' }, admin.token);
  await ok('promoteObject', { type: 'profile', objectId: deleted.userId }, deleted.token);
  await ok('promoteObject', { type: 'job', objectId: j2 }, recruiter.token);
  await checkout(deleted.token, card('4000000000000002'));
  await checkout(deleted.token, { action: 'cancel' });
  await checkout(deleted.token, card('4242424242424242'));
  await ok('setAnonymousSearch', { anonymous: true }, deleted.token);
  await checkout(recruiter.token, { ...card('4242424242424242'), name: 'Rina Recruiter' });
  await ok('setAnonymousSearch', { anonymous: true }, recruiter.token);
  await ok('setAnonymousSearch', { anonymous: false }, recruiter.token);
  await ok('fetchContact', { profileId: seeker.userId, jobId: j2 }, recruiter.token);

  // a visitor applies from two browsers, makes the account from one and deletes it; another never makes one
  const kit = orphanKit(() => t);
  const visitor = { email: `ottilie.${Date.now()}@example.com`, first_name: 'Ottilie', last_name: 'Visitor' };
  const [browser, otherBrowser, stranger] = [await kit.guestToken(), await kit.guestToken(), await kit.guestToken()];
  await kit.applyOrphan(browser, { ...visitor, jobId: j1 });
  await kit.applyOrphan(otherBrowser, { ...visitor, jobId: j3 });
  await kit.applyOrphan(stranger, { email: `sven.${Date.now()}@example.com`, first_name: 'Sven', last_name: 'Stranger', jobId: j2 });
  const made = await ok<{ token: string }>('setPasswordOrphan', { ...visitor, password: 'secret123' }, browser);
  await ok('deleteAccount', { password: 'secret123' }, made.body.token);

  await ok('deleteAccount', { password: 'secret123' }, deleted.token);

  // life goes on: a promotion expires and is made again, a new pair matches
  scenarioClock.offsetMs += 25 * 3600_000;
  await ok('promoteObject', { type: 'job', objectId: j2 }, recruiter.token);
  await ok('applyHistObject', { histogramType: 'jobs', objectId: j3 }, seeker.token);
  await ok('applyHistObject', { histogramType: 'resumes', objectId: seeker.userId, jobId: j3 }, otherRecruiter.token);
  await ok('sendMessage', { matchId: matchOf(j3, seeker.userId), text: 'Omer: welcome aboard' }, otherRecruiter.token);
  await ok('changeJobStatus', { jobId: j3, newStatus: 'O' }, otherRecruiter.token);
  await ok('blockUser', { blockedUserId: otherRecruiter.userId, report: false, reason: 'Too many messages' }, seeker.token);

  const head = await t.app.store.headPosition();
  expect(await t.app.runner!.waitFor(head, 20_000, projections.map((p) => p.name))).toBe(true);
  return { deleted, recruiter, otherRecruiter, seeker, jobs: [j1, j2, j3] };
}
