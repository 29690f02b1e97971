import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSettings } from '../../../contracts/backoffice/settings/settings';
import { productSettingsStreamId } from '../../../contracts/backoffice/settings/ids';
import type { HistoryEntry } from '../../../contracts/core/history-entry';
import { startTestApp, type TestApp } from '../../support/test-app';
import { activeClient, personWith, signInAdmin, type Person } from '../../coaching/journey/journey-support';

// The settings screen's calls over HTTP: who may make them, every rule of a save, a stale save
// refused, and the history of changes.
let t: TestApp;
let admin: Person;
let people: Record<'seeker' | 'recruiter' | 'client' | 'jhAdmin' | 'csManager', Person>;
beforeAll(async () => {
  t = await startTestApp({}, { PRODUCT_NAME: 'JobHunt', MAIL_FROM: 'JobSwipe <no-reply@jobswipe.local>' });
  admin = await signInAdmin(t);
  people = {
    seeker: await t.signUp({ first_name: 'Sam', last_name: 'Seeker' }),
    recruiter: await t.signUp({ first_name: 'Rita', last_name: 'Recruiter', lookingforwork: false }),
    client: await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Client' }),
    jhAdmin: await personWith(t, admin, { isJHAdmin: true }, { first_name: 'Jo', last_name: 'Brand' }),
    csManager: await personWith(t, admin, { isCSManager: true }, { first_name: 'Dana', last_name: 'Coach' }),
  };
});
afterAll(async () => {
  await t?.stop();
});

type Refusal = { error: string; code: string; issues?: { path: string; message: string }[] };
type Saved = ProductSettings & { message?: string; messageCode?: string };
const read = async () => (await t.call<ProductSettings>('getProductSettings', {}, admin.token)).body;
const save = (changes: Record<string, unknown>, revision: number, token = admin.token) => t.call<Saved & Refusal>('changeProductSettings', { revision, changes }, token);
const issuesOf = (body: Refusal) => Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));

describe('who may read and change the settings', () => {
  it('is the site admins only: 403 for seekers, recruiters, journey clients and staff, 401 without a session', async () => {
    for (const person of Object.values(people)) {
      for (const [call, body] of [
        ['getProductSettings', {}],
        ['getProductSettingsHistory', {}],
        ['changeProductSettings', { revision: -1, changes: { defaultJobLimit: 9 } }],
      ] as const) {
        const res = await t.call<Refusal>(call, body, person.token);
        expect(res.status, `${call} by ${person.email}`).toBe(403);
      }
    }
    expect((await t.call('getProductSettings', {})).status).toBe(401);
    expect((await t.app.store.readStream(productSettingsStreamId())).length).toBe(0);
  });
});

describe('the settings', () => {
  it('are their defaults at first: the server configuration, the grid and job constants, changed by nobody', async () => {
    const settings = await read();
    expect(settings.revision).toBe(-1);
    expect(settings.settings.brandName).toEqual({ value: 'JobHunt', default: 'JobHunt', changedBy: null, changedAt: null });
    expect(settings.settings.mailFrom.value).toBe('JobSwipe <no-reply@jobswipe.local>');
    expect(settings.settings.publishTimes.value).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(settings.settings.parts.value).toEqual([1, 2, 3, 4]);
    expect(settings.settings.defaultJobLimit).toMatchObject({ value: 5, default: 5 });
  });

  it('refuses every broken rule with 400 and the issue on its field, changing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ brandName: ' J ' }, 'changes.brandName', 'Use 2 to 40 characters'],
      [{ brandName: 'x'.repeat(41) }, 'changes.brandName', 'Use 2 to 40 characters'],
      [{ publishTimes: ['9:00'] }, 'changes.publishTimes.0', 'Write a time as HH:MM (00:00 to 23:59)'],
      [{ publishTimes: ['24:00'] }, 'changes.publishTimes.0', 'Write a time as HH:MM (00:00 to 23:59)'],
      [{ publishTimes: [] }, 'changes.publishTimes', 'Offer 1 to 12 publish times'],
      [{ publishTimes: Array.from({ length: 13 }, (_, i) => `${String(i + 8).padStart(2, '0')}:00`) }, 'changes.publishTimes', 'Offer 1 to 12 publish times'],
      [{ publishTimes: ['09:00', '09:00'] }, 'changes.publishTimes', 'Each publish time only once'],
      [{ parts: [1, 1.5] }, 'changes.parts.1', 'A part is a whole number from 1 to 12'],
      [{ parts: [0, 1] }, 'changes.parts.0', 'A part is a whole number from 1 to 12'],
      [{ parts: [] }, 'changes.parts', 'Offer 1 to 12 parts'],
      [{ parts: [2, 2] }, 'changes.parts', 'Each part only once'],
      [{ defaultJobLimit: 0 }, 'changes.defaultJobLimit', 'A whole number from 1 to 1000'],
      [{ defaultJobLimit: 1001 }, 'changes.defaultJobLimit', 'A whole number from 1 to 1000'],
      [{ defaultJobLimit: 2.5 }, 'changes.defaultJobLimit', 'A whole number from 1 to 1000'],
      [{ mailFrom: 'not an address' }, 'changes.mailFrom', 'An address such as Name <no-reply@example.com> or no-reply@example.com'],
      [{ mailFrom: 'Careers <careers@>' }, 'changes.mailFrom', 'An address such as Name <no-reply@example.com> or no-reply@example.com'],
      [{ mailFrom: 'Care"ers <careers@example.com>' }, 'changes.mailFrom', 'An address such as Name <no-reply@example.com> or no-reply@example.com'],
      [{}, 'changes', 'Nothing was changed'],
    ];
    for (const [changes, path, message] of cases) {
      const res = await save(changes, -1);
      expect(res.status, JSON.stringify(changes)).toBe(400);
      expect(issuesOf(res.body), JSON.stringify(changes)).toMatchObject({ [path]: message });
    }
    // a setting that is not one, and a save without its revision
    expect((await save({ theme: 'dark' }, -1)).status).toBe(400);
    expect((await t.call('changeProductSettings', { changes: { defaultJobLimit: 9 } }, admin.token)).status).toBe(400);
    expect((await read()).revision).toBe(-1);
  });

  it('saves the changes, sorted, and answers the settings as they now are, with who changed them', async () => {
    const res = await save({ brandName: '  Career Up ', publishTimes: ['16:30', '09:00'], parts: [3, 1, 2], defaultJobLimit: 7, mailFrom: 'careers@careerup.example' }, -1);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.revision).toBe(4);
    expect(res.body.messageCode).toBe('SettingsSaved');
    const { brandName, publishTimes, parts, defaultJobLimit, mailFrom } = res.body.settings;
    expect(brandName).toMatchObject({ value: 'Career Up', default: 'JobHunt', changedBy: { id: admin.userId, name: expect.any(String) } });
    expect(Date.parse(brandName.changedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect([publishTimes.value, parts.value, defaultJobLimit.value, mailFrom.value]).toEqual([['09:00', '16:30'], [1, 2, 3], 7, 'careers@careerup.example']);
    expect(await read()).toEqual({ revision: res.body.revision, settings: res.body.settings });
    // the actor is in the metadata only
    const events = await t.app.store.readStream(productSettingsStreamId());
    expect(events.map((e) => e.type)).toEqual(['CoachingBrandRenamed', 'PublishTimesChanged', 'PublishPartsChanged', 'DefaultJobLimitChanged', 'MailSenderChanged']);
    expect(events[0]).toMatchObject({ data: { from: 'JobHunt', to: 'Career Up' }, metadata: { actor: admin.userId } });
    expect(Object.keys(events[0]!.data).sort()).toEqual(['changedAt', 'from', 'to']);
  });

  it('records nothing for a save that changes no value', async () => {
    const { revision, settings } = await read();
    const res = await save({ brandName: settings.brandName.value, defaultJobLimit: settings.defaultJobLimit.value }, revision);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ revision, messageCode: 'NothingChanged' });
  });

  it('refuses a save made on settings read before the last change with 409 ProductSettingsStale, and keeps the newer value', async () => {
    const { revision } = await read();
    const first = await save({ defaultJobLimit: 11 }, revision);
    expect(first.status).toBe(200);
    const stale = await save({ defaultJobLimit: 12, brandName: 'Stale Name' }, revision);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'ProductSettingsStale', error: expect.stringMatching(/reload/) });
    expect((await read()).settings).toMatchObject({ defaultJobLimit: { value: 11 }, brandName: { value: 'Career Up' } });
  });

  it('lets one of two saves made at once on the same revision through; the other is told to reload', async () => {
    const { revision } = await read();
    const both = await Promise.all([save({ defaultJobLimit: 21 }, revision), save({ defaultJobLimit: 22 }, revision)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.code).toBe('ProductSettingsStale');
    const winner = both.find((r) => r.status === 200)!.body.settings.defaultJobLimit.value;
    expect((await read()).settings.defaultJobLimit.value).toBe(winner);
  });

  it('lists every change newest first, with the old and new value and who made it', async () => {
    const res = await t.call<{ list: HistoryEntry[]; total: number }>('getProductSettingsHistory', { page: 0, pageSize: 3 }, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(7);
    expect(res.body.list).toHaveLength(3);
    expect(res.body.list[0]).toMatchObject({ type: 'DefaultJobLimitChanged', actor: { id: admin.userId }, change: { key: 'settings.defaultJobLimit', params: { from: 11 } } });
    const all = await t.call<{ list: HistoryEntry[] }>('getProductSettingsHistory', { pageSize: 20 }, admin.token);
    expect(all.body.list.at(-1)).toMatchObject({ type: 'CoachingBrandRenamed', change: { params: { from: 'JobHunt', to: 'Career Up' } } });
    expect(all.body.list.find((e) => e.type === 'PublishPartsChanged')?.change.params).toEqual({ from: ['1', '2', '3', '4'], to: ['1', '2', '3'] });
  });
});
