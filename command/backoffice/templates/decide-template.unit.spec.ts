import { describe, it } from 'vitest';
import type { TemplateEvent } from '../../../contracts/backoffice/templates/events';
import { emptyTemplateFields, type TemplateFields } from '../../../contracts/backoffice/templates/template';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { templateDecider } from './decide-template';

const given = DeciderSpecification.for(templateDecider);
const now = new Date('2026-11-29T10:00:00.000Z');
const at = now.toISOString();
const draft: TemplateFields = { ...emptyTemplateFields, subject: 'Week 1', from: 'team@jobswipe.test', content: '<mj-text>Hi {{firstName}}</mj-text>', isTalentsNewsletter: true, daysSendAfter: 7 };
const edited: TemplateFields = { ...draft, subject: 'Week one' };
const id = 'week-1';
const staff = { templateId: id, isAdmin: false, now };
const admin = { ...staff, isAdmin: true };
const saved = (version: number, fields: TemplateFields, restoredFrom: number | null = null, kind = 'custom', templateId = id): TemplateEvent => ({
  type: 'HtmlTemplateSaved',
  data: { templateId, kind, name: kind === 'product' ? 'match' : id, language: 'en', version, fields, restoredFrom, savedAt: at },
});
const tested = (version: number): TemplateEvent => ({ type: 'HtmlTemplateTestSent', data: { templateId: id, version, email: 'me@jobswipe.test', params: {}, sentAt: at } });
const ready = (version: number): TemplateEvent => ({ type: 'HtmlTemplateReadySent', data: { templateId: id, version, recipients: 2, params: {}, sentAt: at } });
const activated = (version: number, templateId = id): TemplateEvent => ({ type: 'HtmlTemplateActivated', data: { templateId, version, activatedAt: at } });
const custom = { kind: 'custom' as const, name: id, language: 'en' };

describe('the template decider', () => {
  it('creates a draft under a name no template has, once', () => {
    given([]).when({ ...staff, type: 'Create', name: id, language: 'en', fields: draft }).then([saved(1, draft)]);
    given([saved(1, draft)]).when({ ...staff, type: 'Create', name: id, language: 'en', fields: draft }).thenFails('TemplateNameTaken');
  });

  it('saves a new version of a draft from the latest version only', () => {
    given([saved(1, draft)]).when({ ...staff, ...custom, type: 'Save', fields: edited, baseVersion: 1 }).then([saved(2, edited)]);
    given([saved(1, draft), saved(2, edited)]).when({ ...staff, ...custom, type: 'Save', fields: draft, baseVersion: 1 }).thenFails('TemplateChangedMeanwhile');
    given([]).when({ ...staff, ...custom, type: 'Save', fields: draft, baseVersion: 0 }).thenFails('TemplateNotFound');
  });

  it("makes a product mail's saved version the one sent at once, and lets only admins change it", () => {
    const product = { kind: 'product' as const, name: 'match', language: 'en', templateId: 'match.en' };
    given([]).when({ ...admin, ...product, type: 'Save', fields: edited, baseVersion: 0 }).then([saved(1, edited, null, 'product', 'match.en'), activated(1, 'match.en')]);
    given([]).when({ ...staff, ...product, type: 'Save', fields: edited, baseVersion: 0 }).thenFails('TemplateActiveAdminOnly');
  });

  it('keeps the shared frame for admins', () => {
    const frame = { kind: 'supports' as const, name: 'templateSupports', language: 'en', templateId: 'templateSupports' };
    given([]).when({ ...staff, ...frame, type: 'Save', fields: draft, baseVersion: 0 }).thenFails('TemplateSupportsAdminOnly');
  });

  it('lets only admins edit an active custom template, and the edit is a new draft', () => {
    const live = [saved(1, draft), tested(1), ready(1), activated(1)];
    given(live).when({ ...staff, ...custom, type: 'Save', fields: edited, baseVersion: 1 }).thenFails('TemplateActiveAdminOnly');
    given(live).when({ ...admin, ...custom, type: 'Save', fields: edited, baseVersion: 1 }).then([saved(2, edited)]);
    // the new draft is tested and made ready again before it is activated
    given([...live, saved(2, edited)]).when({ ...admin, type: 'Activate', active: true }).thenFails('TemplateNeedsReady');
    given([...live, saved(2, edited)]).when({ ...admin, type: 'Ready', recipients: 2, params: {} }).thenFails('TemplateNeedsTest');
  });

  it('goes from draft through test and ready to active', () => {
    given([saved(1, draft)]).when({ ...staff, kind: 'custom', type: 'Test', version: 1, email: 'me@jobswipe.test', params: {} }).then([tested(1)]);
    given([saved(1, draft), tested(1)]).when({ ...staff, type: 'Ready', recipients: 2, params: {} }).then([ready(1)]);
    given([saved(1, draft), tested(1), ready(1)]).when({ ...admin, type: 'Activate', active: true }).then([activated(1)]);
  });

  it('tests only the latest saved version', () => {
    given([saved(1, draft), saved(2, edited)]).when({ ...staff, kind: 'custom', type: 'Test', version: 1, email: 'me@jobswipe.test', params: {} }).thenFails('TemplateNotLatest');
    given([]).when({ ...staff, kind: 'custom', type: 'Test', version: 0, email: 'me@jobswipe.test', params: {} }).thenFails('TemplateNotFound');
  });

  it('is ready only with a test sent, a subject, a sender and test addresses', () => {
    given([saved(1, draft)]).when({ ...staff, type: 'Ready', recipients: 2, params: {} }).thenFails('TemplateNeedsTest');
    const noFrom = { ...draft, from: '' };
    given([saved(1, noFrom), tested(1)]).when({ ...staff, type: 'Ready', recipients: 2, params: {} }).thenFails('TemplateNeedsSubjectAndFrom');
    given([saved(1, { ...draft, subject: '' }), tested(1)]).when({ ...staff, type: 'Ready', recipients: 2, params: {} }).thenFails('TemplateNeedsSubjectAndFrom');
    given([saved(1, draft), tested(1)]).when({ ...staff, type: 'Ready', recipients: 0, params: {} }).thenFails('TemplateNoTestAddresses');
  });

  it('is activated only once ready, and deactivated only when active', () => {
    given([saved(1, draft), tested(1)]).when({ ...admin, type: 'Activate', active: true }).thenFails('TemplateNeedsReady');
    given([saved(1, draft), tested(1), ready(1), activated(1)])
      .when({ ...admin, type: 'Activate', active: false })
      .then([{ type: 'HtmlTemplateDeactivated', data: { templateId: id, deactivatedAt: at } }]);
    given([saved(1, draft)]).when({ ...admin, type: 'Activate', active: false }).then([]);
  });

  it('activates a talent newsletter only: another custom template is sent as it is', () => {
    const mail = { ...draft, isTalentsNewsletter: false, daysSendAfter: null };
    given([saved(1, mail), tested(1), ready(1)]).when({ ...admin, type: 'Activate', active: true }).thenFails('TemplateNotNewsletter');
    // the latest version decides: a newsletter ticked off since it was ready is not activated
    given([saved(1, draft), tested(1), ready(1), saved(2, mail)]).when({ ...admin, type: 'Activate', active: true }).thenFails('TemplateNotNewsletter');
  });

  it('restores an older version as a new one', () => {
    given([saved(1, draft), saved(2, edited)]).when({ ...staff, ...custom, type: 'Restore', version: 1 }).then([saved(3, draft, 1)]);
    given([saved(1, draft)]).when({ ...staff, ...custom, type: 'Restore', version: 4 }).thenFails('TemplateVersionNotFound');
    given([]).when({ ...staff, ...custom, type: 'Restore', version: 1 }).thenFails('TemplateNotFound');
  });

  it("resets a product mail to its file, for admins, when a version is active", () => {
    const product = [saved(1, edited, null, 'product', 'match.en'), activated(1, 'match.en')];
    const reset = { templateId: 'match.en', now };
    given(product).when({ ...reset, isAdmin: true, type: 'Reset' }).then([{ type: 'HtmlTemplateReset', data: { templateId: 'match.en', resetAt: at } }]);
    given(product).when({ ...reset, isAdmin: false, type: 'Reset' }).thenFails('TemplateActiveAdminOnly');
    given([...product, { type: 'HtmlTemplateReset', data: { templateId: 'match.en', resetAt: at } }]).when({ ...reset, isAdmin: true, type: 'Reset' }).thenFails('TemplateNothingToReset');
    // a custom template, active or not, has no file to go back to
    given([saved(1, draft), tested(1), ready(1), activated(1)]).when({ ...admin, type: 'Reset' }).thenFails('TemplateNothingToReset');
  });

  it('tests a product mail before any save, from its file', () => {
    given([]).when({ ...admin, templateId: 'match.en', kind: 'product', type: 'Test', version: 0, email: 'me@jobswipe.test', params: {} }).then([
      { type: 'HtmlTemplateTestSent', data: { templateId: 'match.en', version: 0, email: 'me@jobswipe.test', params: {}, sentAt: at } },
    ]);
  });

  it('readies and activates custom templates only', () => {
    const product = [saved(1, edited, null, 'product', 'match.en'), activated(1, 'match.en')];
    const onProduct = { templateId: 'match.en', isAdmin: true, now };
    given([]).when({ ...admin, type: 'Ready', recipients: 2, params: {} }).thenFails('TemplateNotFound');
    given(product).when({ ...onProduct, type: 'Ready', recipients: 2, params: {} }).thenFails('TemplateNotCustom');
    given([]).when({ ...admin, type: 'Activate', active: true }).thenFails('TemplateNotFound');
    given(product).when({ ...onProduct, type: 'Activate', active: false }).thenFails('TemplateNotCustom');
  });
});
