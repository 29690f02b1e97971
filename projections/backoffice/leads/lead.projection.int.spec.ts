import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { LeadFields } from '../../../contracts/backoffice/leads/lead';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { leadProjection } from './lead.projection';

const at = '2026-11-20T09:00:00.000Z';
const fields: LeadFields = {
  date: '2026-11-19T08:30:00.000Z', email: 'noa@example.com', name: 'Noa Cohen', phone: '052-7654321', internationalPhone: '', communicationChannel: 'Meeting cancellation',
  csManager: 'csm-1', relevant: 'so-so', isKnewAboutService: true, summary: 'Asked to move the meeting', isFollowUpNeeded: true,
  followUpReminderDate: '2026-11-21T08:30:00.000Z', status: 'follow up', contactedUs: false,
};

describeProjection(leadProjection, (spec, db) => {
  const row = (id: string) => db().selectFrom('lead').selectAll().where('id', '=', id).executeTakeFirst();

  it('keeps a lead as added, then as edited (with the questionnaire it came from), and removes it once deleted', async () => {
    const leadId = randomUUID();
    await spec.given(storedEvent('LeadAdded', { leadId, fields, questionnaireId: 'q-1', addedAt: at }));
    expect(await row(leadId)).toMatchObject({ name: 'Noa Cohen', status: 'follow up', is_follow_up_needed: true, cs_manager: 'csm-1', questionnaire_id: 'q-1', contacted_us: false });
    expect(new Date((await row(leadId))!.follow_up_reminder_date!).toISOString()).toBe('2026-11-21T08:30:00.000Z');

    await spec.given(storedEvent('LeadEdited', { leadId, fields: { ...fields, isFollowUpNeeded: false, followUpReminderDate: null, status: 'signed', summary: 'Signed up' }, editedAt: at }));
    expect(await row(leadId)).toMatchObject({ status: 'signed', summary: 'Signed up', follow_up_reminder_date: null, questionnaire_id: 'q-1' });

    await spec.given(storedEvent('LeadDeleted', { leadId, deletedAt: at }));
    expect(await row(leadId)).toBeUndefined();
  });

  it('leaves the same rows through the batch form as a rebuild applies it', async () => {
    const [kept, gone] = [randomUUID(), randomUUID()];
    await spec.givenViaBatchForm(
      storedEvent('LeadAdded', { leadId: kept, fields, questionnaireId: null, addedAt: at }),
      storedEvent('LeadAdded', { leadId: gone, fields, questionnaireId: null, addedAt: at }),
      storedEvent('LeadEdited', { leadId: kept, fields: { ...fields, name: 'Noa Levi' }, editedAt: at }),
      storedEvent('LeadDeleted', { leadId: gone, deletedAt: at }),
    );
    expect(await row(kept)).toMatchObject({ name: 'Noa Levi', questionnaire_id: null });
    expect(await row(gone)).toBeUndefined();
  });
});
