import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { EventData } from '../../../contracts/events';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { htmlTemplateProjection } from './html-template.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-25T12:00:00.000Z';
const fields = (subject: string): EventData<'HtmlTemplateSaved'>['fields'] => ({
  subject, preheader: 'Hi', from: 'team@example.com', fromObj: { signatureName: 'Team', replyTo: 'reply@example.com' }, content: '<mj-text>Hello</mj-text>',
  isTalentsNewsletter: true, daysSendAfter: 3, templateElements: [{ type: 'button', link: 'https://example.com', text: 'Go', alt: '' }], noMainHtml: false, simpleContent: false, mainHtml: '', css: '',
});
const by = (actor: string, event: RecordedEvent): RecordedEvent => ({ ...event, metadata: { ...event.metadata, actor } });
const saved = (templateId: string, version: number, actor: string, options: { kind?: string; restoredFrom?: number | null; savedAt?: string } = {}) =>
  by(actor, storedEvent('HtmlTemplateSaved', { templateId, kind: options.kind ?? 'custom', name: `news-${templateId.slice(0, 6)}`, language: 'he', version, fields: fields(`v${version}`), restoredFrom: options.restoredFrom ?? null, savedAt: options.savedAt ?? at }));
const params = { firstName: 'Noa' };

describeProjection(htmlTemplateProjection, (spec, db) => {
  const template = (id: string) =>
    db()
      .selectFrom('html_template')
      .select(['id', 'kind', 'name', 'language', 'version', 'fields', 'active_version', 'active_fields', 'sent_test', 'clicked_ready', 'updated_by', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  const versions = (id: string) =>
    db().selectFrom('html_template_version').select(['id', 'template_id', 'version', 'fields', 'restored_from', 'saved_by', 'saved_at']).where('template_id', '=', id).orderBy('version').execute();
  const flags = async (id: string) => {
    const row = await template(id);
    return { sent_test: row?.sent_test, clicked_ready: row?.clicked_ready };
  };

  it('keeps a saved template with its latest version and every version to restore', async () => {
    const id = randomUUID();
    const name = `news-${id.slice(0, 6)}`;
    await spec.given(saved(id, 1, 'staff-1'));
    expect(await template(id)).toEqual({
      id, kind: 'custom', name, language: 'he', version: 1, fields: fields('v1'), active_version: null, active_fields: null, sent_test: false, clicked_ready: false, updated_by: 'staff-1', updated_at: new Date(at),
    });
    await spec.given(saved(id, 2, 'staff-2', { savedAt: later }), saved(id, 3, 'staff-1', { restoredFrom: 1, savedAt: later }));
    expect(await template(id)).toEqual({
      id, kind: 'custom', name, language: 'he', version: 3, fields: fields('v3'), active_version: null, active_fields: null, sent_test: false, clicked_ready: false, updated_by: 'staff-1', updated_at: new Date(later),
    });
    expect(await versions(id)).toEqual([
      { id: `${id}@1`, template_id: id, version: 1, fields: fields('v1'), restored_from: null, saved_by: 'staff-1', saved_at: new Date(at) },
      { id: `${id}@2`, template_id: id, version: 2, fields: fields('v2'), restored_from: null, saved_by: 'staff-2', saved_at: new Date(later) },
      { id: `${id}@3`, template_id: id, version: 3, fields: fields('v3'), restored_from: 1, saved_by: 'staff-1', saved_at: new Date(later) },
    ]);
  });

  it('sends from the version activated until a newer is, and from none once deactivated or reset', async () => {
    const id = randomUUID();
    await spec.given(saved(id, 1, 'admin-1', { kind: 'product' }), storedEvent('HtmlTemplateActivated', { templateId: id, version: 1, activatedAt: at }));
    expect(await template(id)).toMatchObject({ kind: 'product', version: 1, active_version: 1, active_fields: fields('v1'), updated_by: 'admin-1' });

    // a new version is not sent before it is activated
    await spec.given(saved(id, 2, 'admin-2'));
    expect(await template(id)).toMatchObject({ version: 2, fields: fields('v2'), active_version: 1, active_fields: fields('v1'), updated_by: 'admin-2' });
    await spec.given(storedEvent('HtmlTemplateActivated', { templateId: id, version: 2, activatedAt: at }));
    expect(await template(id)).toMatchObject({ version: 2, active_version: 2, active_fields: fields('v2'), updated_by: 'admin-2', updated_at: new Date(at) });

    await spec.given(by('admin-3', storedEvent('HtmlTemplateDeactivated', { templateId: id, deactivatedAt: later })));
    expect(await template(id)).toMatchObject({ version: 2, fields: fields('v2'), active_version: null, active_fields: null, updated_by: 'admin-2', updated_at: new Date(at) });

    await spec.given(storedEvent('HtmlTemplateActivated', { templateId: id, version: 2, activatedAt: at }));
    await spec.given(by('admin-3', storedEvent('HtmlTemplateReset', { templateId: id, resetAt: later })));
    expect(await template(id)).toEqual({
      id, kind: 'product', name: `news-${id.slice(0, 6)}`, language: 'he', version: 2, fields: fields('v2'), active_version: null, active_fields: null, sent_test: false, clicked_ready: false, updated_by: 'admin-3', updated_at: new Date(later),
    });
    // the versions stay to restore
    expect((await versions(id)).map((v) => v.id)).toEqual([`${id}@1`, `${id}@2`]);
  });

  it('marks the latest version tested and ready only by mail of that version, until a newer is saved', async () => {
    const id = randomUUID();
    const test = (version: number) => storedEvent('HtmlTemplateTestSent', { templateId: id, version, email: 'qa@example.com', params, sentAt: at });
    const ready = (version: number) => storedEvent('HtmlTemplateReadySent', { templateId: id, version, recipients: 2, params, sentAt: at });
    await spec.given(saved(id, 1, 'staff-1'), saved(id, 2, 'staff-1'));
    // mail of an older version proves nothing of the latest
    await spec.given(test(1), ready(1));
    expect(await flags(id)).toEqual({ sent_test: false, clicked_ready: false });
    await spec.given(test(2));
    expect(await flags(id)).toEqual({ sent_test: true, clicked_ready: false });
    await spec.given(ready(2));
    expect(await flags(id)).toEqual({ sent_test: true, clicked_ready: true });
    // once marked, mail of an older version takes nothing away
    await spec.given(test(1), ready(1));
    expect(await flags(id)).toEqual({ sent_test: true, clicked_ready: true });
    expect(await template(id)).toMatchObject({ version: 2, fields: fields('v2'), active_version: null, updated_by: 'staff-1' });

    await spec.given(saved(id, 3, 'staff-1'));
    expect(await flags(id)).toEqual({ sent_test: false, clicked_ready: false });
    await spec.given(ready(3));
    expect(await flags(id)).toEqual({ sent_test: false, clicked_ready: true });
  });

  it('writes no row for a template never saved', async () => {
    const id = randomUUID();
    await spec.given(
      storedEvent('HtmlTemplateActivated', { templateId: id, version: 1, activatedAt: at }),
      storedEvent('HtmlTemplateDeactivated', { templateId: id, deactivatedAt: at }),
      storedEvent('HtmlTemplateReset', { templateId: id, resetAt: at }),
      storedEvent('HtmlTemplateTestSent', { templateId: id, version: 1, email: 'qa@example.com', params, sentAt: at }),
      storedEvent('HtmlTemplateReadySent', { templateId: id, version: 1, recipients: 1, params, sentAt: at }),
    );
    expect(await template(id)).toBeUndefined();
    expect(await versions(id)).toEqual([]);
  });

  it('changes nothing when older events are replayed over newer ones', async () => {
    const id = randomUUID();
    const first = saved(id, 1, 'staff-1');
    const activated = storedEvent('HtmlTemplateActivated', { templateId: id, version: 1, activatedAt: at });
    const tested = storedEvent('HtmlTemplateTestSent', { templateId: id, version: 1, email: 'qa@example.com', params, sentAt: at });
    await spec.given(first, activated, tested, saved(id, 2, 'staff-2', { savedAt: later }), storedEvent('HtmlTemplateDeactivated', { templateId: id, deactivatedAt: later }));
    await spec.given(first, activated, tested);
    expect(await template(id)).toMatchObject({ version: 2, fields: fields('v2'), active_version: null, active_fields: null, sent_test: false, updated_by: 'staff-2', updated_at: new Date(later) });
    expect(await versions(id)).toMatchObject([{ version: 1, saved_by: 'staff-1' }, { version: 2, saved_by: 'staff-2' }]);
  });

  it('leaves the same rows through the batch form as one event at a time', async () => {
    for (const form of ['event', 'batch'] as const) {
      const [id, other] = [randomUUID(), randomUUID()];
      const events = [
        saved(id, 1, 'staff-1'),
        storedEvent('HtmlTemplateTestSent', { templateId: id, version: 1, email: 'qa@example.com', params, sentAt: at }),
        storedEvent('HtmlTemplateReadySent', { templateId: id, version: 1, recipients: 2, params, sentAt: at }),
        storedEvent('HtmlTemplateActivated', { templateId: id, version: 1, activatedAt: at }),
        saved(id, 2, 'staff-2', { restoredFrom: 1, savedAt: later }),
        storedEvent('HtmlTemplateTestSent', { templateId: id, version: 2, email: 'qa@example.com', params, sentAt: later }),
        saved(other, 1, 'admin-1', { kind: 'product' }),
        storedEvent('HtmlTemplateActivated', { templateId: other, version: 1, activatedAt: at }),
        by('admin-2', storedEvent('HtmlTemplateReset', { templateId: other, resetAt: later })),
        storedEvent('HtmlTemplateActivated', { templateId: randomUUID(), version: 1, activatedAt: at }),
      ];
      if (form === 'event') await spec.given(...events);
      else await spec.givenViaBatchForm(...events);
      expect(await template(id), form).toEqual({
        id, kind: 'custom', name: `news-${id.slice(0, 6)}`, language: 'he', version: 2, fields: fields('v2'), active_version: 1, active_fields: fields('v1'), sent_test: true, clicked_ready: false, updated_by: 'staff-2', updated_at: new Date(later),
      });
      expect(await versions(id), form).toEqual([
        { id: `${id}@1`, template_id: id, version: 1, fields: fields('v1'), restored_from: null, saved_by: 'staff-1', saved_at: new Date(at) },
        { id: `${id}@2`, template_id: id, version: 2, fields: fields('v2'), restored_from: 1, saved_by: 'staff-2', saved_at: new Date(later) },
      ]);
      expect(await template(other), form).toMatchObject({ kind: 'product', version: 1, active_version: null, active_fields: null, updated_by: 'admin-2', updated_at: new Date(later) });
      expect(await db().selectFrom('html_template').select('id').where('id', 'in', [id, other]).execute(), form).toHaveLength(2);
    }
  });
});
