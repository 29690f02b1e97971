import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HtmlTemplate } from '@contracts/backoffice/templates/template';
import { fakeServer } from '../../../test/fake-server';
import { inHebrew } from '../../../test/in-hebrew';
import { renderWithApp } from '../../../test/render';
import { sampleUser } from '../../../test/samples';
import { NoticeHost } from '../../../shell/notice-host';
import { TemplateEditor } from './template-editor';
import { loadTemplatesStrings } from './templates-strings';

beforeAll(loadTemplatesStrings);

const template = (overrides: Partial<HtmlTemplate> = {}): HtmlTemplate => ({
  _id: 'week-one', name: 'week-one', kind: 'custom', language: 'en', description: 'Talent newsletter', category: 'newsletter', variables: ['firstName', 'product'],
  subject: 'Week one', preheader: '', from: 'team@jobswipe.test', fromObj: { signatureName: '', replyTo: '' }, content: '<mj-text>Hi {{firstName}}</mj-text>',
  isTalentsNewsletter: true, daysSendAfter: 7, templateElements: [], noMainHtml: false, simpleContent: false, mainHtml: '', css: '',
  version: 1, activeVersion: null, active: false, is_product: false, sentTest: false, clickedReady: false, updatedBy: 'Cora Coach', updatedAt: '2026-11-29T10:00:00.000Z', ...overrides,
});
const asCoach = () => ({ body: { user: sampleUser({ isCSManager: true }) } });
const list = () => ({ body: { htmlTemplates: [], params: {}, fromOptions: [{ email: 'team@jobswipe.test', name: 'JobHunt' }], cells: [], elementsOptions: [], isAdmin: false } });
const fieldsOf = ({ subject, preheader, from, fromObj, content, isTalentsNewsletter, daysSendAfter, templateElements, noMainHtml, simpleContent, mainHtml, css }: HtmlTemplate) =>
  ({ subject, preheader, from, fromObj, content, isTalentsNewsletter, daysSendAfter, templateElements, noMainHtml, simpleContent, mainHtml, css });
const versions = (t: HtmlTemplate) => () => ({ body: { template: t, versions: [{ version: 1, subject: t.subject, restoredFrom: null, by: 'c1', byName: 'Cora Coach', at: '2026-11-29T10:00:00.000Z', fields: fieldsOf(t) }] } });
const preview = () => ({ body: { subject: 'Week one', html: '<p>Hi Dana</p>', text: 'Hi Dana' } });
const open = async () => {
  // the shell's notices: the 'Error' dialog and the snackbar
  renderWithApp(
    <>
      <TemplateEditor id="week-one" />
      <NoticeHost />
    </>,
    { token: 'coach-token', kind: 'user' },
  );
  return screen.findByRole('textbox', { name: 'Subject' });
};

describe('the template editor', () => {
  it("shows a refused save's text in an 'Error' dialog and keeps what was typed", async () => {
    const server = fakeServer({
      getUserData: asCoach,
      getHtmlTemplates: list,
      getHtmlTemplateVersions: versions(template()),
      previewhtmlTemplate: preview,
      saveHtmlTemplate: () => ({ status: 400, body: { error: 'The mail does not compile: bad tag', code: 'TemplateInvalid', messageCode: 'TemplateMjmlBroken', params: { detail: 'bad tag' } } }),
    });
    const subject = await open();
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(subject, { target: { value: 'Week 1' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    // a test is sent from the saved version only
    expect((screen.getByRole('button', { name: 'Send test' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(save);
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain('The mail does not compile: bad tag');
    expect(server.callsTo('saveHtmlTemplate')[0]?.body).toMatchObject({ template: 'week-one', baseVersion: 1, data: { subject: 'Week 1' } });
    // behind the dialog, the text typed is still there
    expect((screen.getByRole('textbox', { name: 'Subject', hidden: true }) as HTMLInputElement).value).toBe('Week 1');
  });

  it('keeps an active template read-only for staff who are not admins', async () => {
    fakeServer({ getUserData: asCoach, getHtmlTemplates: list, getHtmlTemplateVersions: versions(template({ active: true, activeVersion: 1, sentTest: true, clickedReady: true })), previewhtmlTemplate: preview });
    const subject = await open();
    expect((subject as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('This template is active: only an admin may change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
  });

  it('sends a test of the saved version and says so', async () => {
    let tested = false;
    const server = fakeServer({
      getUserData: asCoach,
      getHtmlTemplates: list,
      getHtmlTemplateVersions: () => versions(template({ sentTest: tested }))(),
      previewhtmlTemplate: preview,
      testHtmlTemplate: () => {
        tested = true;
        return { body: { template: template({ sentTest: true }), message: 'Email Sent', messageCode: 'TemplateEmailSent' } };
      },
    });
    await open();
    fireEvent.change(screen.getByRole('textbox', { name: /Send the test to/ }), { target: { value: 'me@jobswipe.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Email Sent')).toBeTruthy();
    expect(server.callsTo('testHtmlTemplate')[0]?.body).toEqual({ template: 'week-one', email: 'me@jobswipe.test', version: 1, params: {} });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Ready To Activate' }) as HTMLButtonElement).disabled).toBe(false));
    expect(within(screen.getByTitle('Preview of week-one').parentElement!).getByText('Subject: Week one')).toBeTruthy();
  });

  describe('in Hebrew', () => {
    inHebrew(loadTemplatesStrings);
    it('reads right to left in its own words', async () => {
      fakeServer({ getUserData: asCoach, getHtmlTemplates: list, getHtmlTemplateVersions: versions(template({ language: 'he' })), previewhtmlTemplate: preview });
      renderWithApp(<TemplateEditor id="week-one" />, { token: 'coach-token', kind: 'user' });
      expect(await screen.findByRole('textbox', { name: 'נושא' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'שליחת ניסיון' })).toBeTruthy();
      expect(document.documentElement.dir).toBe('rtl');
    });
  });
});
