import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JourneyUser, JourneyUsers } from '@contracts/coaching/journey-users/calls';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { sampleUser } from '../../../test/samples';
import { JourneyUsersPage } from './journey-users-page';
import { loadJourneyUsersStrings } from './journey-users-strings';

beforeAll(loadJourneyUsersStrings);

const user = (id: string, first: string, fields: Partial<JourneyUser> = {}): JourneyUser => ({
  _id: id, first_name: first, last_name: 'Levi', title: 'Data Analyst', email: `${first.toLowerCase()}@example.com`, phone: null, isActiveJHUser: true,
  status: 'signed', plan: 'standard pro', csManager: null, seniorityLevel: 'Senior', currentStep: 2, cycles: 0, lastPublishDate: null, flags: ['meetingNotScheduled'], card_color: 3, ...fields,
});
const answer = (users: JourneyUser[]): JourneyUsers => ({
  users, jobhuntUsers: users, total: users.length, sceduledMeetingStatuses: ['scheduled'], statuses: ['signed', 'published'], plans: ['standard pro'], managers: [{ _id: 'c1', name: 'Dana Coach' }],
});
const asJourneyAdmin = () => ({ body: { user: sampleUser({ isJHAdmin: true }) } });

describe('the users list', () => {
  it('sends the search and the filters, shows each user with what needs attention, and opens a journey', { timeout: 15_000 }, async () => {
    const noa = user('u1', 'Noa', { status: 'published', csManager: { _id: 'c1', name: 'Dana Coach' }, flags: ['waitingForApproval', 'meetingNotScheduled'] });
    const server = fakeServer({ getUserData: asJourneyAdmin, getPersonalJourneys: (body) => ({ body: answer((body as { filters?: { status?: string } }).filters?.status ? [noa] : [noa, user('u2', 'Omer')]) }) });
    const { router } = renderWithApp(<JourneyUsersPage />, { token: 'jh', kind: 'user' });
    expect(await screen.findByText('2 users')).toBeTruthy();
    const card = screen.getByRole('button', { name: /^Noa Levi/ });
    expect(within(card).getByText('Waiting for approval')).toBeTruthy();
    expect(within(card).getByText('Manager: Dana Coach')).toBeTruthy();
    // an informational flag is not shown as an alarm
    expect(within(card).queryByText('No meeting scheduled')).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Name or title' }), { target: { value: ' analyst ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'noa@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'published' }));
    expect(await screen.findByText('1 user')).toBeTruthy();
    expect(server.callsTo('getPersonalJourneys').at(-1)?.body).toEqual({ search: { name: 'analyst', email: 'noa@' }, filters: { status: 'published' }, page: 0, pageSize: 50 });

    fireEvent.click(screen.getByRole('button', { name: /^Noa Levi/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/personal-journey?userId=u1');
  });

  it('says so when nobody matches, and offers a retry when the list cannot be read', async () => {
    let fail = true;
    fakeServer({ getUserData: asJourneyAdmin, getPersonalJourneys: () => (fail ? { status: 500, body: { error: 'down' } } : { body: answer([]) }) });
    renderWithApp(<JourneyUsersPage />, { token: 'jh', kind: 'user' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No user matches the search and filters')).toBeTruthy();
  });
});
