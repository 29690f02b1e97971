import { describe, expect, it } from 'vitest';
import type { LeadEvent } from '../../../contracts/backoffice/leads/events';
import { DEFAULT_QUESTIONNAIRE_STATUSES, type LeadFields } from '../../../contracts/backoffice/leads/lead';
import { leadMessages as m } from '../../../contracts/backoffice/leads/messages';
import { say } from '../../../contracts/core/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { leadDecider, type LeadCommand } from './decide-lead';

const given = DeciderSpecification.for(leadDecider);
// 10:00 in Israel on the day before the clocks go back (27.10.2024 02:00 → 01:00)
const now = new Date('2024-10-26T07:00:00.000Z');
const at = now.toISOString();
const facts = { statuses: [...DEFAULT_QUESTIONNAIRE_STATUSES], staff: ['csm-1', 'csm-2'] };
const fields: Omit<LeadFields, 'date'> = {
  email: 'dana@example.com', name: 'Dana Levi', phone: '050-1234567', internationalPhone: '', communicationChannel: 'Google meet', csManager: 'csm-1', relevant: '',
  isKnewAboutService: false, summary: 'Met at the webinar', isFollowUpNeeded: false, followUpReminderDate: null, status: 'contacted', contactedUs: false,
};
const add = (change: Partial<LeadFields> = {}, questionnaireId: string | null = null): LeadCommand => ({ type: 'AddLead', leadId: 'l1', fields: { ...fields, ...change }, questionnaireId, now, ...facts });
const edit = (change: Partial<LeadFields> = {}): LeadCommand => ({ type: 'EditLead', leadId: 'l1', fields: { ...fields, ...change }, now, ...facts });
const added: LeadEvent = { type: 'LeadAdded', data: { leadId: 'l1', fields: { ...fields, date: '2024-10-01T08:00:00.000Z' }, questionnaireId: null, addedAt: at } };
const addedWith = (change: Partial<LeadFields>, questionnaireId: string | null = null): LeadEvent[] => [{ type: 'LeadAdded', data: { leadId: 'l1', fields: { ...fields, date: at, ...change }, questionnaireId, addedAt: at } }];

describe('the lead decider', () => {
  it('adds a lead dated now unless the form names its day, with the questionnaire it came from', () => {
    given([]).when(add()).then(addedWith({}));
    given([]).when(add({ date: '2024-10-20T09:00:00.000Z' }, 'q-7')).then(addedWith({ date: '2024-10-20T09:00:00.000Z' }, 'q-7'));
  });

  it("sets the status 'follow up' when a follow-up is needed, and clears a reminder when none is", () => {
    given([]).when(add({ isFollowUpNeeded: true, status: 'new', followUpReminderDate: '2024-10-28T09:00:00.000Z' })).then(addedWith({ isFollowUpNeeded: true, status: 'follow up', followUpReminderDate: '2024-10-28T09:00:00.000Z' }));
    given([]).when(add({ isFollowUpNeeded: false, followUpReminderDate: '2024-10-28T09:00:00.000Z' })).then(addedWith({ followUpReminderDate: null }));
  });

  it("makes 'Meeting cancellation' a needed follow-up with a reminder a day ahead on Israel's clock, across the clock change", () => {
    // 10:00 in Israel the next day is 08:00 UTC once the clocks went back
    given([]).when(add({ communicationChannel: 'Meeting cancellation', status: '' })).then(addedWith({ communicationChannel: 'Meeting cancellation', isFollowUpNeeded: true, status: 'follow up', followUpReminderDate: '2024-10-27T08:00:00.000Z' }));
    // a reminder given is kept
    given([]).when(add({ communicationChannel: 'Meeting cancellation', followUpReminderDate: '2024-11-01T12:00:00.000Z' })).then(addedWith({ communicationChannel: 'Meeting cancellation', isFollowUpNeeded: true, status: 'follow up', followUpReminderDate: '2024-11-01T12:00:00.000Z' }));
  });

  it('refuses a status that is not a questionnaire status, and takes a blank one', () => {
    given([]).when(add({ status: 'maybe' })).thenFails('LeadRefused', say(m.LeadStatusUnknown, { statuses: facts.statuses.join(', ') }));
    given([]).when(add({ status: '' })).then(addedWith({ status: '' }));
  });

  it('refuses a manager who is not staff, and takes none', () => {
    given([]).when(add({ csManager: 'a-seeker' })).thenFails('LeadRefused', m.LeadManagerUnknown);
    given([]).when(add({ csManager: null })).then(addedWith({ csManager: null }));
  });

  it('adds nothing again for a lead already there (a repeated request)', () => {
    given([added]).when(add()).thenNothingHappens();
  });

  it('saves an edit as the whole lead, keeping its day unless one is given, and nothing when nothing changed', () => {
    given([added]).when(edit({ summary: 'Called back' })).then([{ type: 'LeadEdited', data: { leadId: 'l1', fields: { ...fields, date: '2024-10-01T08:00:00.000Z', summary: 'Called back' }, editedAt: at } }]);
    given([added]).when(edit()).thenNothingHappens();
    expect(given([added]).when(edit({ isFollowUpNeeded: true })).result()).toMatchObject([{ data: { fields: { status: 'follow up', isFollowUpNeeded: true } } }]);
  });

  it('refuses with LeadNotFound an edit or a deletion of a lead never added or deleted', () => {
    const deleted: LeadEvent = { type: 'LeadDeleted', data: { leadId: 'l1', deletedAt: at } };
    given([]).when(edit()).thenFails('LeadNotFound');
    // an edit is held to the same rules as an addition
    given([added]).when(edit({ status: 'maybe' })).thenFails('LeadRefused', say(m.LeadStatusUnknown, { statuses: facts.statuses.join(', ') }));
    given([added, deleted]).when(edit()).thenFails('LeadNotFound');
    given([]).when({ type: 'DeleteLead', leadId: 'l1', now }).thenFails('LeadNotFound');
    given([added, deleted]).when({ type: 'DeleteLead', leadId: 'l1', now }).thenFails('LeadNotFound');
    given([added]).when({ type: 'DeleteLead', leadId: 'l1', now }).then([deleted]);
    // a deleted lead is not added again under its id
    given([added, deleted]).when(add()).thenNothingHappens();
  });
});
