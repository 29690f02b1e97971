import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import type { Registrants } from '@contracts/backoffice/events/calls';
import type { Occurrence, Registrant } from '@contracts/backoffice/events/webinar';
import { renderWithApp } from '../../../test/render';
import { placeRegistrant } from './events-api';
import { en } from './locales/en';
import { RegisterDialog } from './register-dialog';

beforeAll(() => {
  i18n.addResourceBundle('en', 'events', en, true, true);
});

const occurrence: Occurrence = {
  _id: 'google_meet_2026-12-08',
  eventId: 'google_meet',
  date: '2026-12-08T13:00:00.000Z',
  end: '2026-12-08T14:00:00.000Z',
  dateYear: 2026,
  dateMonth: 12,
  dateDay: 8,
  status: 'A',
  limit: 2,
  registeredCount: 1,
  waitingCount: 0,
  placesLeft: 1,
  host: null,
  googleMeetLink: null,
};

function open(onSubmit = vi.fn(async (_form: unknown, _waitlist: boolean) => ({ limitReached: false }))) {
  renderWithApp(<RegisterDialog occurrence={occurrence} busy={false} onSubmit={onSubmit} onClose={vi.fn()} />);
  return { onSubmit, dialog: screen.getByRole('dialog', { name: 'Register to the webinar' }) };
}
const type = (dialog: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });

describe('the register dialog', () => {
  it('requires email (an email), first and last name and phone, and sends nothing without them', () => {
    const { dialog, onSubmit } = open();
    type(dialog, /Email/, 'not-an-email');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByText('Write a valid email address, like name@example.com')).toBeTruthy();
    expect(within(dialog).getByText('Write your first name')).toBeTruthy();
    expect(within(dialog).getByText('Write your last name')).toBeTruthy();
    expect(within(dialog).getByText('Write your phone number')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'not registered, no places left' when full and joins the waitlist with what was typed", async () => {
    const onSubmit = vi.fn(async (_form: unknown, waitlist: boolean) => ({ limitReached: !waitlist }));
    const { dialog } = open(onSubmit);
    type(dialog, /Email/, 'Dana@Example.com');
    type(dialog, /First name/, 'דנה');
    type(dialog, /Last name/, 'Levi');
    type(dialog, /Phone/, '050-1234567');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const full = await screen.findByRole('dialog', { name: 'No places left' });
    expect(within(full).getByText('not registered, no places left')).toBeTruthy();
    fireEvent.click(within(full).getByRole('button', { name: 'Join the waitlist' }));
    const form = { email: 'dana@example.com', firstName: 'דנה', lastName: 'Levi', phone: '050-1234567' };
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith(form, true));
    expect(onSubmit).toHaveBeenCalledWith(form, false);
  });
});

describe('a live registrant message', () => {
  const person = (id: string, over: Partial<Registrant> = {}): Registrant => ({ _id: id, email: `${id}@x.com`, firstName: 'A', lastName: 'B', phone: '050', status: 'A', waiting: false, cancelReason: null, checkIn: false, datecreated: '2026-11-29T09:00:00.000Z', ...over });
  it('moves the registrant to the list they belong to and counts again', () => {
    const draft: Registrants = { occurrence: { ...occurrence, registeredCount: 1, waitingCount: 1, placesLeft: 1 }, registered: [person('a')], waitlist: [person('w', { waiting: true })], cancelled: [] };
    placeRegistrant(draft, person('a', { status: 'D', cancelReason: 'sick' }));
    placeRegistrant(draft, person('w'));
    placeRegistrant(draft, person('w', { checkIn: true }));
    expect(draft.registered.map((r) => [r._id, r.checkIn])).toEqual([['w', true]]);
    expect(draft.waitlist).toEqual([]);
    expect(draft.cancelled.map((r) => r._id)).toEqual(['a']);
    expect(draft.occurrence).toMatchObject({ registeredCount: 1, waitingCount: 0, placesLeft: 1 });
  });
});
