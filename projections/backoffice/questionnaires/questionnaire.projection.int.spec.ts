import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { questionnaireProjection } from './questionnaire.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-21T10:30:00.000Z';
const start = '2026-11-25T08:00:00.000Z';
const end = '2026-11-25T08:45:00.000Z';
const answers = { fullName: 'Noa Cohen', email: 'noa@example.com', phone: '052-7654321', city: 'Haifa' };

describeProjection(questionnaireProjection, (spec, db) => {
  const row = (id: string) => db().selectFrom('intake_questionnaire').selectAll().where('id', '=', id).executeTakeFirst();
  const notifyList = () => db().selectFrom('questionnaire_notify_list').select(['id', 'emails']).execute();

  it('keeps a submitted questionnaire as new and not contacted, its name, email and phone read from the answers', async () => {
    const questionnaireId = randomUUID();
    const submitted = storedEvent('IntakeQuestionnaireSubmitted', { questionnaireId, answers, via: 'form', leadId: 'lead-1', submittedAt: at });
    await spec.given(submitted);
    expect(await row(questionnaireId)).toEqual({
      id: questionnaireId, submitted_at: new Date(at), answers, full_name: 'Noa Cohen', email: 'noa@example.com', phone: '052-7654321', status: 'new', contacted: false, lead_id: 'lead-1',
      meeting_slot_id: null, meeting_start: null, meeting_end: null, cv_file_id: null, cv_file_name: null, last_position: submitted.position,
    });
  });

  it('keeps blanks for a name, email or phone the answers lack or give as something other than text', async () => {
    const questionnaireId = randomUUID();
    await spec.given(storedEvent('IntakeQuestionnaireSubmitted', { questionnaireId, answers: { fullName: 42, email: null, city: 'Haifa' }, via: 'staff', leadId: null, submittedAt: at }));
    expect(await row(questionnaireId)).toMatchObject({ answers: { fullName: 42, email: null, city: 'Haifa' }, full_name: '', email: '', phone: '', lead_id: null, status: 'new', contacted: false });
  });

  it('keeps the status, contact, meeting and CV as set, and the answers saved again whole beside them', async () => {
    const questionnaireId = randomUUID();
    const id = { questionnaireId };
    await spec.given(storedEvent('IntakeQuestionnaireSubmitted', { ...id, answers, via: 'form', leadId: 'lead-1', submittedAt: at }));
    await spec.given(storedEvent('IntakeQuestionnaireStatusSet', { ...id, status: 'in progress', setAt: at }));
    expect(await row(questionnaireId)).toMatchObject({ status: 'in progress', contacted: false });
    await spec.given(storedEvent('IntakeQuestionnaireContactedSet', { ...id, contacted: true, setAt: at }));
    expect(await row(questionnaireId)).toMatchObject({ status: 'in progress', contacted: true });
    await spec.given(storedEvent('IntakeMeetingScheduled', { ...id, slotId: 'slot-1', start, end, scheduledAt: at }));
    expect(await row(questionnaireId)).toMatchObject({ meeting_slot_id: 'slot-1', meeting_start: new Date(start), meeting_end: new Date(end) });
    await spec.given(storedEvent('IntakeCvAttached', { ...id, fileId: 'file-1', name: 'noa-cv.pdf', attachedAt: at }));
    expect(await row(questionnaireId)).toMatchObject({ cv_file_id: 'file-1', cv_file_name: 'noa-cv.pdf' });

    const saved = { fullName: 'Noa Levi', email: 'noa.levi@example.com', phone: '050-1111111' };
    const edited = storedEvent('IntakeQuestionnaireEdited', { ...id, answers: saved, editedAt: later });
    await spec.given(edited);
    expect(await row(questionnaireId)).toEqual({
      id: questionnaireId, submitted_at: new Date(at), answers: saved, full_name: 'Noa Levi', email: 'noa.levi@example.com', phone: '050-1111111', status: 'in progress', contacted: true, lead_id: 'lead-1',
      meeting_slot_id: 'slot-1', meeting_start: new Date(start), meeting_end: new Date(end), cv_file_id: 'file-1', cv_file_name: 'noa-cv.pdf', last_position: edited.position,
    });
    await spec.given(storedEvent('IntakeQuestionnaireContactedSet', { ...id, contacted: false, setAt: later }));
    expect(await row(questionnaireId)).toMatchObject({ contacted: false, status: 'in progress' });
  });

  it('sets one answer, and the name, email or phone when it is one of them', async () => {
    const questionnaireId = randomUUID();
    const id = { questionnaireId };
    await spec.given(storedEvent('IntakeQuestionnaireSubmitted', { ...id, answers, via: 'form', leadId: null, submittedAt: at }));
    await spec.given(storedEvent('IntakeQuestionnaireFieldSet', { ...id, fieldName: 'fullName', value: 'Noa Levi', setAt: later }));
    expect(await row(questionnaireId)).toMatchObject({ answers: { ...answers, fullName: 'Noa Levi' }, full_name: 'Noa Levi', email: 'noa@example.com', phone: '052-7654321' });
    await spec.given(storedEvent('IntakeQuestionnaireFieldSet', { ...id, fieldName: 'email', value: 'levi@example.com', setAt: later }));
    expect(await row(questionnaireId)).toMatchObject({ full_name: 'Noa Levi', email: 'levi@example.com', phone: '052-7654321' });
    await spec.given(storedEvent('IntakeQuestionnaireFieldSet', { ...id, fieldName: 'city', value: ['Haifa', 'Acre'], setAt: later }));
    const phoneless = storedEvent('IntakeQuestionnaireFieldSet', { ...id, fieldName: 'phone', value: 521234567, setAt: later });
    await spec.given(phoneless);
    const now = {
      answers: { fullName: 'Noa Levi', email: 'levi@example.com', phone: 521234567, city: ['Haifa', 'Acre'] }, full_name: 'Noa Levi', email: 'levi@example.com', phone: '', status: 'new', last_position: phoneless.position,
    };
    expect(await row(questionnaireId)).toMatchObject(now);
    // the same field set again at its own position, and an older one: the row stays
    await spec.given(phoneless, storedEvent('IntakeQuestionnaireFieldSet', { ...id, fieldName: 'phone', value: '050', setAt: later }, { position: String(BigInt(phoneless.position) - 1n) }));
    expect(await row(questionnaireId)).toMatchObject(now);
  });

  it('writes no row for changes to a questionnaire it does not have', async () => {
    const questionnaireId = randomUUID();
    const id = { questionnaireId };
    await spec.given(
      storedEvent('IntakeQuestionnaireFieldSet', { ...id, fieldName: 'fullName', value: 'Noa', setAt: at }),
      storedEvent('IntakeQuestionnaireEdited', { ...id, answers, editedAt: at }),
      storedEvent('IntakeQuestionnaireContactedSet', { ...id, contacted: true, setAt: at }),
      storedEvent('IntakeQuestionnaireStatusSet', { ...id, status: 'closed', setAt: at }),
      storedEvent('IntakeMeetingScheduled', { ...id, slotId: 'slot-1', start, end, scheduledAt: at }),
      storedEvent('IntakeCvAttached', { ...id, fileId: 'file-1', name: 'cv.pdf', attachedAt: at }),
    );
    expect(await row(questionnaireId)).toBeUndefined();
  });

  it('keeps the one notify list as last changed, an older change leaving it', async () => {
    const first = storedEvent('NewQuestionnaireNotifyListChanged', { emails: ['a@example.com'], changedAt: at });
    const second = storedEvent('NewQuestionnaireNotifyListChanged', { emails: ['b@example.com', 'c@example.com'], changedAt: later });
    await spec.given(first);
    expect(await notifyList()).toEqual([{ id: 'list', emails: ['a@example.com'] }]);
    await spec.given(second, first);
    expect(await notifyList()).toEqual([{ id: 'list', emails: ['b@example.com', 'c@example.com'] }]);
    await spec.given(storedEvent('NewQuestionnaireNotifyListChanged', { emails: [], changedAt: later }));
    expect(await notifyList()).toEqual([{ id: 'list', emails: [] }]);
  });

  it('leaves the same rows through the batch form as a rebuild applies it', async () => {
    for (const form of ['event', 'batch'] as const) {
      const [questionnaireId, otherId, unknownId] = [randomUUID(), randomUUID(), randomUUID()];
      const id = { questionnaireId };
      const emails = [`${form}@example.com`];
      const events = [
        storedEvent('IntakeQuestionnaireSubmitted', { ...id, answers, via: 'form', leadId: 'lead-2', submittedAt: at }),
        storedEvent('IntakeQuestionnaireFieldSet', { ...id, fieldName: 'phone', value: '050-2222222', setAt: at }),
        storedEvent('IntakeQuestionnaireStatusSet', { ...id, status: 'meeting', setAt: at }),
        storedEvent('IntakeQuestionnaireContactedSet', { ...id, contacted: true, setAt: at }),
        storedEvent('IntakeMeetingScheduled', { ...id, slotId: 'slot-2', start, end, scheduledAt: at }),
        storedEvent('IntakeCvAttached', { ...id, fileId: 'file-2', name: 'cv.docx', attachedAt: at }),
        storedEvent('IntakeQuestionnaireSubmitted', { questionnaireId: otherId, answers: { fullName: 'Avi' }, via: 'staff', leadId: null, submittedAt: at }),
        storedEvent('IntakeQuestionnaireEdited', { questionnaireId: otherId, answers: { fullName: 'Avi B', email: 'avi@example.com' }, editedAt: later }),
        storedEvent('IntakeQuestionnaireFieldSet', { questionnaireId: otherId, fieldName: 'phone', value: '053', setAt: later }),
        storedEvent('IntakeQuestionnaireFieldSet', { questionnaireId: unknownId, fieldName: 'phone', value: '053', setAt: later }),
        storedEvent('NewQuestionnaireNotifyListChanged', { emails, changedAt: later }),
      ];
      if (form === 'event') await spec.given(...events);
      else await spec.givenViaBatchForm(...events);
      expect(await row(questionnaireId), form).toMatchObject({
        answers: { ...answers, phone: '050-2222222' }, full_name: 'Noa Cohen', email: 'noa@example.com', phone: '050-2222222', status: 'meeting', contacted: true, lead_id: 'lead-2',
        meeting_slot_id: 'slot-2', meeting_start: new Date(start), meeting_end: new Date(end), cv_file_id: 'file-2', cv_file_name: 'cv.docx',
      });
      expect(await row(otherId), form).toMatchObject({ answers: { fullName: 'Avi B', email: 'avi@example.com', phone: '053' }, full_name: 'Avi B', email: 'avi@example.com', phone: '053', status: 'new', contacted: false });
      expect(await row(unknownId), form).toBeUndefined();
      expect(await notifyList(), form).toEqual([{ id: 'list', emails }]);
    }
  });
});
