import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HtmlTemplate, TemplateVersion } from '../../../contracts/backoffice/templates/template';
import { sendTalentNewsletters } from '../../../ops/backoffice/templates/tasks/send-talent-newsletters';
import { activeClient, personWith, signInAdmin, walkJourneyTo, type Person } from '../../coaching/journey/journey-support';
import { startTestApp, type TestApp } from '../../support/test-app';
import { caller, newsletter, type Answered, type Refusal } from './templates-support';

// Email templates over HTTP: who may do what, the rules a save keeps, versions and restore, the
// draft → test → ready → active lifecycle with its mails, a product mail's saved subject in the
// next mail sent, and the talent newsletters' task.
let t: TestApp;
let admin: Person;
let coach: Person;
let seeker: Person;
let sender: string;
type List = { htmlTemplates: HtmlTemplate[]; params: Record<string, unknown>; fromOptions: { email: string; name: string }[]; elementsOptions: { type: string }[]; isAdmin: boolean };

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  coach = await personWith(t, admin, { isCSManager: true }, { first_name: 'Cora', last_name: 'Coach' });
  seeker = await t.signUp();
  sender = (await caller(t, admin.token)<List>('getHtmlTemplates', {})).fromOptions[0]!.email;
  await caller(t, admin.token)('updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: ['review1@jobswipe.test', 'review2@jobswipe.test'] });
});
afterAll(async () => {
  await t?.stop();
});

const asAdmin = () => caller(t, admin.token);
const asCoach = () => caller(t, coach.token);
const versionsOf = async (template: string) => (await asAdmin()<{ template: HtmlTemplate; versions: TemplateVersion[] }>('getHtmlTemplateVersions', { template })).versions;

describe('who may use the templates', () => {
  it('is staff: 403 for a seeker, 401 without a session; activation and active templates are the admins’', async () => {
    for (const [call, body] of [
      ['getHtmlTemplates', {}],
      ['saveHtmlTemplate', { template: 'match.en', data: {}, baseVersion: 0 }],
      ['createEmailTemplate', newsletter('by-seeker')],
      ['previewhtmlTemplate', { template: 'match.en' }],
    ] as const) {
      expect((await t.call(call, body, seeker.token)).status, call).toBe(403);
      expect((await t.call(call, body)).status, call).toBe(401);
    }
    const product = await t.call<Refusal>('saveHtmlTemplate', { template: 'match.en', data: { subject: 'Hi' }, baseVersion: 0 }, coach.token);
    expect(product).toMatchObject({ status: 403, body: { code: 'TemplateActiveAdminOnly', error: 'This template is active: only an admin may change it' } });
    const frame = await t.call<Refusal>('saveHtmlTemplate', { template: 'templateSupports', data: { css: 'p { color: red; }' }, baseVersion: 0 }, coach.token);
    expect(frame).toMatchObject({ status: 403, body: { code: 'TemplateSupportsAdminOnly' } });
    expect((await t.call('activateNewsletter', { template: 'match.en' }, coach.token)).status).toBe(403);
    expect((await asCoach()<List>('getHtmlTemplates', {})).isAdmin).toBe(false);
  });
});

describe('the list', () => {
  it("lists every product mail in both languages from its file, with its variables, and filters", async () => {
    const list = await asCoach()<List>('getHtmlTemplates', {});
    const match = list.htmlTemplates.find((x) => x._id === 'match.he')!;
    expect(match).toMatchObject({ kind: 'product', language: 'he', version: 0, active: true, is_product: true, subject: 'יש התאמה: {{jobTitle}}' });
    expect(match.variables).toEqual(expect.arrayContaining(['name', 'otherName', 'jobTitle', 'link', 'siteName']));
    expect(list.htmlTemplates.filter((x) => x.kind === 'product').length).toBeGreaterThanOrEqual(38);
    expect(list.fromOptions.map((o) => o.email)).toContain(admin.email);
    expect(list.elementsOptions.map((o) => o.type)).toEqual(['button', 'image', 'link', 'divider']);
    expect(list.params).toMatchObject({ jobTitle: 'Data & AI' });
    const hebrew = await asCoach()<List>('getHtmlTemplates', { kind: 'product', language: 'he', search: 'password' });
    expect(hebrew.htmlTemplates.map((x) => x._id)).toEqual(['reset-password.he']);
  });

  it('answers under the older names with the same contract', async () => {
    const now = await asCoach()<List>('getHtmlTemplates', { search: 'match' });
    for (const name of ['gethtmlTemplates', 'getTemplates']) expect(await asCoach()<List>(name, { search: 'match' })).toEqual(now);
  });
});

describe('creating and saving', () => {
  it('refuses a name with spaces or other letters, and a name taken', async () => {
    const spaced = await t.call<Refusal>('createEmailTemplate', { ...newsletter('week one'), from: sender }, coach.token);
    expect(spaced.status).toBe(400);
    expect(spaced.body.issues?.[0]).toMatchObject({ path: 'name', message: expect.stringContaining('English letters, digits') });
    expect((await t.call<Refusal>('createEmailTemplate', { ...newsletter('שבוע'), from: sender }, coach.token)).status).toBe(400);
    await asCoach()('createEmailTemplate', { ...newsletter('taken-name'), from: sender });
    expect(await t.call<Refusal>('createEmailTemplate', { ...newsletter('taken-name'), from: sender }, coach.token)).toMatchObject({ status: 409, body: { code: 'TemplateNameTaken' } });
  });

  it('refuses what would break the mail, saying what to fix, and stores nothing', async () => {
    const draft = await asCoach()('createEmailTemplate', { ...newsletter('broken-tries'), from: sender });
    const save = (data: Record<string, unknown>) => t.call<Refusal>('saveHtmlTemplate', { template: 'broken-tries', data, baseVersion: draft.template.version }, coach.token);
    const mjml = await save({ content: '<mj-text><p>Hi</p></mj-text><mj-column padding="x"><mj-text>in a column in a column</mj-text></mj-column>' });
    expect(mjml).toMatchObject({ status: 400, body: { code: 'TemplateInvalid', messageCode: 'TemplateMjmlBroken' } });
    const curly = await save({ content: '<mj-text>{{#if firstName}}Hi</mj-text>' });
    expect(curly).toMatchObject({ status: 400, body: { code: 'TemplateInvalid', messageCode: 'TemplateHandlebarsBroken' } });
    const unknown = await save({ subject: 'For {{salary}}' });
    expect(unknown).toMatchObject({ status: 400, body: { messageCode: 'TemplateUnknownVariable', error: expect.stringContaining('"salary"') } });
    const helper = await save({ content: '<mj-text>{{lookup this "constructor"}}</mj-text>' });
    expect(helper).toMatchObject({ status: 400, body: { messageCode: 'TemplateUnknownHelper' } });
    const from = await save({ from: 'someone@elsewhere.test' });
    expect(from).toMatchObject({ status: 400, body: { messageCode: 'TemplateFromUnknown' } });
    expect(await versionsOf('broken-tries')).toHaveLength(1);
  });

  it('cleans the markup staff type: no script, no handler, no javascript link', async () => {
    const draft = await asCoach()('createEmailTemplate', { ...newsletter('clean-me'), from: sender });
    const saved = await asCoach()('saveHtmlTemplate', {
      template: 'clean-me',
      data: { content: '<mj-text><p onclick="steal()">Hi {{firstName}}<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://ok.test">ok</a></p></mj-text>' },
      baseVersion: draft.template.version,
    });
    expect(saved.template.content).toBe('<mj-text><p>Hi {{firstName}} <a>x</a> <a href="https://ok.test">ok</a></p></mj-text>');
    expect(saved).toMatchObject({ message: 'Saved', template: { version: 2 } });
  });

  it('keeps every version, refuses a save over a newer one, and restores an old one as a new version', async () => {
    const v1 = await asCoach()('createEmailTemplate', { ...newsletter('versions'), from: sender });
    await asCoach()('saveHtmlTemplate', { template: 'versions', data: { subject: 'Second' }, baseVersion: 1 });
    const stale = await t.call<Refusal>('saveHtmlTemplate', { template: 'versions', data: { subject: 'Lost?' }, baseVersion: 1 }, coach.token);
    expect(stale).toMatchObject({ status: 409, body: { code: 'TemplateChangedMeanwhile' } });
    const restored = await asCoach()('restoreHtmlTemplateVersion', { template: 'versions', version: 1 });
    expect(restored).toMatchObject({ message: 'Version 1 restored as a new version', template: { version: 3, subject: v1.template.subject } });
    const versions = await versionsOf('versions');
    expect(versions.map((v) => [v.version, v.subject, v.restoredFrom, v.byName])).toEqual([
      [3, 'Week one with {{product}}', 1, 'Cora Coach'],
      [2, 'Second', null, 'Cora Coach'],
      [1, 'Week one with {{product}}', null, 'Cora Coach'],
    ]);
    expect(await t.call<Refusal>('restoreHtmlTemplateVersion', { template: 'versions', version: 9 }, coach.token)).toMatchObject({ status: 404, body: { code: 'TemplateVersionNotFound' } });
  });

  it('previews a template, or the editor’s unsaved text, with sample params, under both names', async () => {
    const preview = await asCoach()<{ subject: string; html: string; text: string }>('previewhtmlTemplate', { template: 'match.en', params: { jobTitle: 'Pilot' } });
    expect(preview.subject).toBe("It's a match: Pilot");
    expect(preview.text).toContain('You and Rina matched for "Pilot"');
    const unsaved = await asCoach()<{ subject: string; html: string }>('previewTemplate', { template: 'versions', data: { content: '<mj-text><p>Draft for {{firstName}}</p></mj-text>' } });
    expect(unsaved.html).toContain('Draft for Dana');
    expect(unsaved.html).toContain('Open your journey');
  });

  it('copies a template as a new draft under a new name', async () => {
    const copy = await asCoach()('copyHtmlTemplate', { template: 'versions', name: 'versions-copy' });
    expect(copy.template).toMatchObject({ _id: 'versions-copy', kind: 'custom', language: 'en', version: 1, active: false, subject: 'Week one with {{product}}' });
    // a product mail's text names its own variables, which a custom template does not offer
    const product = await t.call<Refusal>('copyHtmlTemplate', { template: 'match.he', name: 'match-copy' }, coach.token);
    expect(product).toMatchObject({ status: 400, body: { messageCode: 'TemplateUnknownVariable' } });
    expect(await t.call<Refusal>('copyHtmlTemplate', { template: 'versions', name: 'versions-copy' }, coach.token)).toMatchObject({ status: 409, body: { code: 'TemplateNameTaken' } });
  });
});

describe('the lifecycle: draft, test, ready, active', () => {
  it('sends a test of the saved version only, then the ready mail to the test addresses, then activates', async () => {
    const draft = await asCoach()('createEmailTemplate', { ...newsletter('lifecycle'), from: sender });
    expect(draft.template).toMatchObject({ version: 1, sentTest: false, clickedReady: false, active: false });
    expect(await t.call<Refusal>('readyActivateHtmlTemplate', { template: 'lifecycle' }, coach.token)).toMatchObject({ status: 409, body: { code: 'TemplateNeedsTest' } });
    const unsaved = await t.call<Refusal>('testHtmlTemplate', { template: 'lifecycle', email: 'tester@jobswipe.test', version: 0 }, coach.token);
    expect(unsaved).toMatchObject({ status: 409, body: { code: 'TemplateNotLatest' } });
    const bad = await t.call<Refusal>('testHtmlTemplate', { template: 'lifecycle', email: 'not an address', version: 1 }, coach.token);
    expect(bad.status).toBe(400);

    const tested = await asCoach()('testHtmlTemplate', { template: 'lifecycle', email: 'tester@jobswipe.test', version: 1, params: { firstName: 'Tess' } });
    expect(tested).toMatchObject({ message: 'Email Sent', template: { sentTest: true } });
    const [mail] = await t.mailsTo('tester@jobswipe.test');
    expect(mail?.subject).toBe('[Test] Week one with JobHunt');
    expect(mail?.text_body).toContain('Hi Tess, welcome to your first week.');
    expect(mail?.html_body).toContain('href="https://jobswipe.test/journey"');

    const ready = await asCoach()<Answered & { recipients: number }>('readyActivateHtmlTemplate', { template: 'lifecycle' });
    expect(ready).toMatchObject({ message: 'Email Sent', recipients: 2, template: { clickedReady: true, active: false } });
    expect((await t.mailsTo('review2@jobswipe.test'))[0]?.subject).toBe('[Ready] Week one with JobHunt');

    const active = await asAdmin()('activateNewsletter', { template: 'lifecycle' });
    expect(active).toMatchObject({ message: 'Activated', template: { active: true, activeVersion: 1 } });
    // active now: only an admin changes it, and the change is a new draft to test again
    const locked = await t.call<Refusal>('saveHtmlTemplate', { template: 'lifecycle', data: { subject: 'Changed' }, baseVersion: 1 }, coach.token);
    expect(locked).toMatchObject({ status: 403, body: { code: 'TemplateActiveAdminOnly' } });
    const edited = await asAdmin()('saveHtmlTemplate', { template: 'lifecycle', data: { subject: 'Changed' }, baseVersion: 1 });
    expect(edited.template).toMatchObject({ version: 2, activeVersion: 1, active: true, sentTest: false, clickedReady: false });
    expect(await t.call<Refusal>('activateNewsletter', { template: 'lifecycle' }, admin.token)).toMatchObject({ status: 409, body: { code: 'TemplateNeedsReady' } });
  });

  it('needs a subject and a sender before it is ready', async () => {
    await asCoach()('createEmailTemplate', { ...newsletter('no-sender') });
    await asCoach()('testHtmlTemplate', { template: 'no-sender', email: 'tester2@jobswipe.test', version: 1 });
    expect(await t.call<Refusal>('readyActivateHtmlTemplate', { template: 'no-sender' }, coach.token)).toMatchObject({ status: 409, body: { code: 'TemplateNeedsSubjectAndFrom' } });
  });

  it('activates talent newsletters only', async () => {
    await asCoach()('createEmailTemplate', { ...newsletter('one-off'), from: sender, isTalentsNewsletter: false, daysSendAfter: null });
    await asCoach()('testHtmlTemplate', { template: 'one-off', email: 'tester3@jobswipe.test', version: 1 });
    await asCoach()('readyActivateHtmlTemplate', { template: 'one-off' });
    expect(await t.call<Refusal>('activateNewsletter', { template: 'one-off' }, admin.token)).toMatchObject({ status: 409, body: { code: 'TemplateNotNewsletter' } });
  });
});

describe("a product mail's saved version", () => {
  it('is what the next mail is sent with, until it is reset to the file', async () => {
    const person = await t.signUp();
    const ask = async (count: number) => {
      expect((await t.call('resetPassword', { email: person.email, captchaToken: '' })).status).toBe(200);
      return (await t.mailsTo(person.email, count)).filter((m) => m.text_body.includes('newPassword'))[0]!;
    };
    expect((await ask(2)).subject).toBe('Choose a new password for JobSwipe');
    const saved = await asAdmin()('saveHtmlTemplate', { template: 'reset-password.en', data: { subject: 'Your new {{siteName}} password' }, baseVersion: 0 });
    expect(saved.template).toMatchObject({ version: 1, activeVersion: 1, active: true });
    expect((await ask(3)).subject).toBe('Your new JobSwipe password');
    const reset = await asAdmin()('resetHtmlTemplate', { template: 'reset-password.en' });
    expect(reset).toMatchObject({ message: "Back to the product's default", template: { activeVersion: null, version: 1 } });
    expect((await ask(4)).subject).toBe('Choose a new password for JobSwipe');
    expect(await t.call<Refusal>('resetHtmlTemplate', { template: 'reset-password.en' }, admin.token)).toMatchObject({ status: 409, body: { code: 'TemplateNothingToReset' } });
  });
});

describe('talent newsletters', () => {
  it("go to journeys that started daysSendAfter days ago and to the newsletter list, once each", async () => {
    const client = await personWith(t, admin, activeClient, { first_name: 'Nina', last_name: 'Newbie' });
    // the journey opens with its first step
    await walkJourneyTo(t, 1, client);
    await asAdmin()('updateNewsLetterEmails', { newsLetterEmails: ['letters@jobswipe.test'] });
    await asAdmin()('createEmailTemplate', { ...newsletter('day-zero'), subject: 'Day zero, {{firstName}}', from: sender });
    await asAdmin()('testHtmlTemplate', { template: 'day-zero', email: admin.email, version: 1 });
    await asAdmin()('readyActivateHtmlTemplate', { template: 'day-zero' });
    await asAdmin()('activateNewsletter', { template: 'day-zero' });
    const run = () => sendTalentNewsletters.handle(t.app.deps, {}, { actor: null, correlationId: 'job:test' });
    await run();
    await run();
    const mails = await t.mailsTo(client.email);
    const letters = mails.filter((m) => m.subject === 'Day zero, Nina');
    expect(letters).toHaveLength(1);
    expect(letters[0]?.text_body).toContain('Hi Nina, welcome to your first week.');
    expect((await t.mailsTo('letters@jobswipe.test')).filter((m) => m.subject.startsWith('Day zero'))).toHaveLength(1);
    // the other active newsletter of day 0 went to her too, once
    expect(mails.filter((m) => m.subject === 'Week one with JobHunt')).toHaveLength(1);
  });
});
