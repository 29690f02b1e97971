import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { DEFAULT_QUESTIONNAIRE_STATUSES } from '@contracts/backoffice/leads/lead';
import { renderWithApp } from '../../../test/render';
import { en } from './locales/en';
import { LeadDialog, type LeadDialogMode } from './lead-dialog';
import { emptyLead, type LeadForm } from './lead-form';

beforeAll(() => {
  i18n.addResourceBundle('en', 'leads', en, true, true);
});

// 10:00 in Israel on 1 December 2026 (winter: UTC+2)
const now = () => new Date('2026-12-01T08:00:00.000Z');
const staff = [{ _id: 'csm-1', name: 'Avi Ben-David', email: 'csm@demo.test' }];
const saved: LeadForm = { ...emptyLead(), _id: 'lead-1', date: '2026-11-20T08:00:00.000Z', name: 'Maya Cohen', phone: '050-1234567', status: 'contacted' };

function open(lead: LeadForm = emptyLead(), mode: LeadDialogMode = 'edit', onSave = vi.fn(async () => ({})), onDelete = vi.fn(async () => ({}))) {
  const onClose = vi.fn();
  renderWithApp(<LeadDialog open mode={mode} lead={lead} staff={staff} statuses={[...DEFAULT_QUESTIONNAIRE_STATUSES]} busy={false} onSave={onSave} onDelete={onDelete} onClose={onClose} now={now} />);
  return { onSave, onDelete, onClose, dialog: screen.getByRole('dialog') };
}
const choose = (dialog: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
};
const selected = (dialog: HTMLElement, label: string) => within(dialog).getByRole('combobox', { name: label }).textContent;
const followUp = (dialog: HTMLElement) => within(dialog).getByRole('checkbox', { name: 'Follow-up needed' }) as HTMLInputElement;
const reminder = (dialog: HTMLElement) => within(dialog).queryByLabelText('Follow-up reminder (Israel time)') as HTMLInputElement | null;

describe('the lead dialog', () => {
  it("is 'Add Lead' for the id -1 and 'Edit Lead' for a lead, with 'Google meet' and no status at first", () => {
    const { dialog } = open();
    expect(within(dialog).getByRole('heading', { name: 'Add Lead' })).toBeTruthy();
    expect(selected(dialog, 'Communication channel')).toBe('Google meet');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(reminder(dialog)).toBeNull();
  });

  it("fills the follow-up for 'Meeting cancellation': status 'follow up', follow-up needed, a reminder a day ahead in Israel", () => {
    const { dialog } = open(saved);
    expect(within(dialog).getByRole('heading', { name: 'Edit Lead' })).toBeTruthy();
    choose(dialog, 'Communication channel', 'Meeting cancellation');
    expect(selected(dialog, 'Status')).toBe('follow up');
    expect(followUp(dialog).checked).toBe(true);
    expect(reminder(dialog)!.value).toBe('2026-12-02T10:00');
    // a reminder and a name: the calendar links
    const calendar = within(dialog).getByRole('group', { name: 'Add to calendar' });
    expect(within(calendar).getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toContain('dates=20261202T080000Z%2F20261202T083000Z');
    expect(within(calendar).getByRole('button', { name: 'Calendar file (.ics)' })).toBeTruthy();
  });

  it("sets 'follow up' when the follow-up is ticked, shows the reminder only while it is, and offers no calendar without a name", () => {
    const { dialog } = open();
    fireEvent.click(followUp(dialog));
    expect(selected(dialog, 'Status')).toBe('follow up');
    fireEvent.change(reminder(dialog)!, { target: { value: '2026-12-03T09:30' } });
    expect(within(dialog).queryByRole('group', { name: 'Add to calendar' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Omer' } });
    expect(within(dialog).getByRole('group', { name: 'Add to calendar' })).toBeTruthy();
    fireEvent.click(followUp(dialog));
    expect(reminder(dialog)).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Add to calendar' })).toBeNull();
  });

  it('sends the form as newData, the reminder in UTC, and a blank date left for the server', async () => {
    const { dialog, onSave } = open();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Omer Levi' } });
    choose(dialog, 'Manager', 'Avi Ben-David');
    fireEvent.click(followUp(dialog));
    fireEvent.change(reminder(dialog)!, { target: { value: '2026-12-03T09:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const sent = (onSave.mock.calls[0] as unknown as [Record<string, unknown>])[0];
    expect(sent).toMatchObject({ _id: -1, name: 'Omer Levi', csManager: 'csm-1', isFollowUpNeeded: true, status: 'follow up', followUpReminderDate: '2026-12-03T07:30:00.000Z' });
    expect(sent).not.toHaveProperty('date');
  });

  it('refuses a summary over 8 rows on its field before any call', async () => {
    const { dialog, onSave } = open();
    fireEvent.change(within(dialog).getByLabelText('Summary'), { target: { value: Array.from({ length: 9 }, (_, i) => `row ${i}`).join('\n') } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Write the summary in at most 8 rows')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows what the server refused on its field, or its text, keeping what was typed", async () => {
    const refusal = { status: 400, body: { error: 'Choose the manager from the staff', code: 'LeadRefused', issues: [{ path: 'newData.csManager', message: 'Choose the manager from the staff' }] } };
    const { dialog } = open(saved, 'edit', vi.fn(async () => Promise.reject(refusal)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose the manager from the staff')).toBeTruthy();
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Maya Cohen');
  });

  it("asks 'Are you sure?' before deleting: No closes, Yes deletes the lead", async () => {
    const first = open(saved, 'delete');
    expect(within(first.dialog).getByRole('heading', { name: 'Delete Lead' })).toBeTruthy();
    expect(within(first.dialog).getByText('Are you sure?')).toBeTruthy();
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'No' }));
    expect(first.onClose).toHaveBeenCalled();
    expect(first.onDelete).not.toHaveBeenCalled();
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(first.onDelete).toHaveBeenCalledWith('lead-1'));
  });

  it('reaches the deletion from the edit dialog', () => {
    const { dialog } = open(saved);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Delete Lead' })).toBeTruthy();
  });
});
