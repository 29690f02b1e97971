import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { explanationProjection } from './explanation.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-25T12:00:00.000Z';
const by = (actor: string, event: RecordedEvent): RecordedEvent => ({ ...event, metadata: { ...event.metadata, actor } });
const explanation = (id: string, order: number, title = `Title ${order}`) =>
  storedEvent('ExplanationSaved', { id, type: 'cv', title, textBeforeImage: `Before ${order}`, textAfterImage: `After ${order}`, order, savedAt: at });

describeProjection(explanationProjection, (spec, db) => {
  const row = (id: string) =>
    db().selectFrom('explanation').select(['id', 'type', 'title', 'text_before_image', 'text_after_image', 'upload_id', 'order_index']).where('id', '=', id).executeTakeFirst();
  const step = (name: string) => db().selectFrom('step_explanation').select(['name', 'value', 'changed_by', 'changed_at']).where('name', '=', name).executeTakeFirst();

  it('keeps an explanation as written, with its image, and keeps the image when it is rewritten', async () => {
    const id = randomUUID();
    await spec.given(storedEvent('ExplanationSaved', { id, type: 'interview', title: 'Prepare', textBeforeImage: 'Read this', textAfterImage: 'Then that', order: 2, savedAt: at }));
    expect(await row(id)).toEqual({ id, type: 'interview', title: 'Prepare', text_before_image: 'Read this', text_after_image: 'Then that', upload_id: null, order_index: 2 });

    await spec.given(storedEvent('ExplanationImageSet', { id, type: 'interview', uploadId: 'upload-1', setAt: at }));
    expect(await row(id)).toEqual({ id, type: 'interview', title: 'Prepare', text_before_image: 'Read this', text_after_image: 'Then that', upload_id: 'upload-1', order_index: 2 });

    await spec.given(storedEvent('ExplanationSaved', { id, type: 'interview', title: 'Prepare well', textBeforeImage: '', textAfterImage: 'Then this', order: 0, savedAt: later }));
    expect(await row(id)).toEqual({ id, type: 'interview', title: 'Prepare well', text_before_image: '', text_after_image: 'Then this', upload_id: 'upload-1', order_index: 0 });

    await spec.given(storedEvent('ExplanationImageSet', { id, type: 'interview', uploadId: 'upload-2', setAt: later }));
    expect(await row(id)).toMatchObject({ title: 'Prepare well', upload_id: 'upload-2', order_index: 0 });
  });

  it('swaps the places of two explanations, and changes no other', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(explanation(a, 0), explanation(b, 1), explanation(c, 2));
    await spec.given(storedEvent('ExplanationsSwapped', { type: 'cv', first: { id: a, order: 1 }, second: { id: b, order: 0 }, swappedAt: at }));
    expect(await row(a)).toEqual({ id: a, type: 'cv', title: 'Title 0', text_before_image: 'Before 0', text_after_image: 'After 0', upload_id: null, order_index: 1 });
    expect(await row(b)).toEqual({ id: b, type: 'cv', title: 'Title 1', text_before_image: 'Before 1', text_after_image: 'After 1', upload_id: null, order_index: 0 });
    expect(await row(c)).toMatchObject({ order_index: 2 });

    await spec.given(storedEvent('ExplanationsSwapped', { type: 'cv', first: { id: c, order: 1 }, second: { id: a, order: 2 }, swappedAt: at }));
    expect(await row(a)).toMatchObject({ order_index: 2 });
    expect(await row(b)).toMatchObject({ order_index: 0 });
    expect(await row(c)).toMatchObject({ order_index: 1 });
  });

  it('writes no explanation that was never saved', async () => {
    const [known, unknown, other] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(explanation(known, 0));
    await spec.given(
      storedEvent('ExplanationImageSet', { id: unknown, type: 'cv', uploadId: 'upload-x', setAt: at }),
      storedEvent('ExplanationsSwapped', { type: 'cv', first: { id: known, order: 1 }, second: { id: other, order: 0 }, swappedAt: at }),
    );
    expect(await row(unknown)).toBeUndefined();
    expect(await row(other)).toBeUndefined();
    expect(await row(known)).toMatchObject({ order_index: 1, upload_id: null });
  });

  it("keeps a step's text as last rewritten, with who rewrote it and when", async () => {
    const name = `step-${randomUUID()}`;
    await spec.given(by('staff-1', storedEvent('StepExplanationChanged', { name, from: 'Default', to: 'Upload your CV', changedAt: at })));
    expect(await step(name)).toEqual({ name, value: 'Upload your CV', changed_by: 'staff-1', changed_at: new Date(at) });
    await spec.given(storedEvent('StepExplanationChanged', { name, from: 'Upload your CV', to: '', changedAt: later }));
    expect(await step(name)).toEqual({ name, value: '', changed_by: null, changed_at: new Date(later) });
  });

  it('changes nothing when older events are replayed over newer ones', async () => {
    const [a, b, name] = [randomUUID(), randomUUID(), `step-${randomUUID()}`];
    const older = [
      explanation(a, 0, 'Old'),
      explanation(b, 1),
      storedEvent('ExplanationImageSet', { id: a, type: 'cv', uploadId: 'old-upload', setAt: at }),
      storedEvent('ExplanationsSwapped', { type: 'cv', first: { id: a, order: 1 }, second: { id: b, order: 0 }, swappedAt: at }),
      by('staff-1', storedEvent('StepExplanationChanged', { name, from: 'x', to: 'Old text', changedAt: at })),
    ];
    await spec.given(
      ...older,
      explanation(a, 5, 'New'),
      storedEvent('ExplanationImageSet', { id: a, type: 'cv', uploadId: 'new-upload', setAt: later }),
      storedEvent('ExplanationsSwapped', { type: 'cv', first: { id: b, order: 7 }, second: { id: a, order: 6 }, swappedAt: later }),
      by('staff-2', storedEvent('StepExplanationChanged', { name, from: 'Old text', to: 'New text', changedAt: later })),
    );
    await spec.given(...older);
    expect(await row(a)).toMatchObject({ title: 'New', upload_id: 'new-upload', order_index: 6 });
    expect(await row(b)).toMatchObject({ order_index: 7 });
    expect(await step(name)).toEqual({ name, value: 'New text', changed_by: 'staff-2', changed_at: new Date(later) });
  });

  it('leaves the same rows through the batch form as one event at a time', async () => {
    for (const form of ['event', 'batch'] as const) {
      const [a, b, never, name] = [randomUUID(), randomUUID(), randomUUID(), `step-${randomUUID()}`];
      const events = [
        explanation(a, 0),
        explanation(b, 1),
        storedEvent('ExplanationImageSet', { id: b, type: 'cv', uploadId: 'upload-b', setAt: at }),
        storedEvent('ExplanationsSwapped', { type: 'cv', first: { id: a, order: 1 }, second: { id: b, order: 0 }, swappedAt: at }),
        explanation(b, 0, 'Rewritten'),
        storedEvent('ExplanationImageSet', { id: never, type: 'cv', uploadId: 'upload-n', setAt: at }),
        by('staff-1', storedEvent('StepExplanationChanged', { name, from: 'x', to: 'First', changedAt: at })),
        by('staff-2', storedEvent('StepExplanationChanged', { name, from: 'First', to: 'Second', changedAt: later })),
      ];
      if (form === 'event') await spec.given(...events);
      else await spec.givenViaBatchForm(...events);
      expect(await row(a), form).toEqual({ id: a, type: 'cv', title: 'Title 0', text_before_image: 'Before 0', text_after_image: 'After 0', upload_id: null, order_index: 1 });
      expect(await row(b), form).toEqual({ id: b, type: 'cv', title: 'Rewritten', text_before_image: 'Before 0', text_after_image: 'After 0', upload_id: 'upload-b', order_index: 0 });
      expect(await row(never), form).toBeUndefined();
      expect(await step(name), form).toEqual({ name, value: 'Second', changed_by: 'staff-2', changed_at: new Date(later) });
    }
  });
});
