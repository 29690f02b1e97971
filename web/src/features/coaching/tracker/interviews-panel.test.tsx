import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Interview, InterviewGroup, TrackerCycle } from '@contracts/coaching/tracker/interview';
import { i18n } from '../../../app/i18n';
import { fakeServer } from '../../../test/fake-server';
import { inHebrew } from '../../../test/in-hebrew';
import { renderWithApp } from '../../../test/render';
import { sampleUser } from '../../../test/samples';
import { InterviewsPanel } from './interviews-panel';
import { en } from './locales/en';
import { loadTrackerStrings } from './tracker-strings';

beforeAll(() => {
  i18n.addResourceBundle('en', 'tracker', en, true, true);
});

const part = (n: number, date: string | null, sentCount = 0) => ({ part: n, date, sentCount, excluded: 0, failed: 0, error: null });
const cycle = (overrides: Partial<TrackerCycle> = {}): TrackerCycle => ({
  _id: 'c1', cycle: 1, status: 'open', publishId: 'p1', firstSent: '2026-03-02T10:00:00.000Z',
  parts: [part(1, '2026-03-02T10:00:00.000Z', 12), part(2, '2026-03-03T10:00:00.000Z', 9), part(3, null), part(4, null)],
  position: 1, csComment: null, summaryDate: null, summaryAuthor: null, rating: null,
  ...overrides,
});
const interviews = (cycles: TrackerCycle[]) => ({ body: { interviews: [], interviewGroups: [], cycles, publishesData: [], ratingsFields: [], talentOffers: [] } });
const rated = (c: TrackerCycle) => ({ body: { newCycles: [c] } });
const refused = { status: 404, body: { error: 'There is no such publication cycle', code: 'TrackerNotFound', messageCode: 'TrackerCycleNotFound' } };

const asClient = (c = cycle(), handlers: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    getUserData: () => ({ body: { user: sampleUser({ _id: 'client', isJHUser: true, isActiveJHUser: true }) } }),
    getInterviewsForUser: () => interviews([c]),
    changeCycleRating: (body) => rated({ ...c, rating: (body as { rating: number }).rating }),
    ...handlers,
  });
const asStaff = (c = cycle(), handlers: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    getUserData: () => ({ body: { user: sampleUser({ _id: 'coach', isJHAdmin: true }) } }),
    getInterviewsForUser: () => interviews([c]),
    changeCycleComment: (body) => rated({ ...c, csComment: (body as { comment: string }).comment, summaryAuthor: 'Dana Levi', summaryDate: '2026-03-04T09:00:00.000Z' }),
    ...handlers,
  });

const chooseCycle = async (filter: string, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: filter }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

describe("the chosen cycle's summary", () => {
  it('shows the parts sent, lets the client rate the cycle and read the comment', async () => {
    const server = asClient(cycle({ csComment: 'Few answers: change the title' }));
    renderWithApp(<InterviewsPanel />, { token: 'user-token', kind: 'user' });
    expect(screen.queryByRole('region', { name: /Cycle summary/ })).toBeNull();
    await chooseCycle('Publication cycle', 'Publication 1');
    const panel = await screen.findByRole('region', { name: /Cycle summary · Publication 1/ });
    expect(within(panel).getByText(/Parts sent: 2/)).toBeTruthy();
    expect(within(panel).getAllByText(/not sent yet/)).toHaveLength(2);
    // sent counts are staff's, the comment is read-only
    expect(within(panel).queryByText(/recipients/)).toBeNull();
    expect(within(panel).getByText('Few answers: change the title')).toBeTruthy();
    expect(within(panel).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(panel).getByRole('radio', { name: '4 stars' }));
    await waitFor(() => expect(server.callsTo('changeCycleRating').map((c) => c.body)).toEqual([{ id: 'c1', rating: 4 }]));
    expect(await within(panel).findByText('Saved')).toBeTruthy();
    expect((within(panel).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('lets staff write the comment for the client they opened, and see the counts', async () => {
    const server = asStaff();
    renderWithApp(<InterviewsPanel />, { token: 'user-token', kind: 'user', client: 'client' });
    await chooseCycle('Publication cycle', 'Publication 1');
    const panel = await screen.findByRole('region', { name: /Cycle summary/ });
    expect(within(panel).getByText(/sent to 21 in all/)).toBeTruthy();
    expect(within(panel).getByText(/12 recipients/)).toBeTruthy();
    const save = within(panel).getByRole('button', { name: 'Save comment' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Manager comment on the cycle' }), { target: { value: '  Two interviews from this cycle ' } });
    fireEvent.click(save);
    await waitFor(() => expect(server.callsTo('changeCycleComment').map((c) => c.body)).toEqual([{ id: 'c1', comment: 'Two interviews from this cycle', userId: 'client' }]));
    expect(await within(panel).findByText(/Written by Dana Levi/)).toBeTruthy();
    expect(within(panel).getByText('Saved')).toBeTruthy();
  });

  it("says what the server refused, in the server's words", async () => {
    asClient(cycle(), { changeCycleRating: () => refused });
    renderWithApp(<InterviewsPanel />, { token: 'user-token', kind: 'user' });
    await chooseCycle('Publication cycle', 'Publication 1');
    const panel = await screen.findByRole('region', { name: /Cycle summary/ });
    fireEvent.click(within(panel).getByRole('radio', { name: '2 stars' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain('There is no such publication cycle');
  });
});

const anInterview = (id: string, company: string): Interview => ({
  _id: id, userId: 'client', company, companyUrl: null, title: 'Backend developer', titleGroup: null, titleCategories: [], seniorityLevel: null,
  interviewDate: '2026-03-05T09:00:00.000Z', type: 'HR Interview', channel: 'Call', isApproach: false, assignmentType: null, reviewFreeText: null,
  csComment: null, location: null, interviewerName: null, interviewerEmail: null, interviewerPhone: null, contact: null, status: 'Interviewing',
  feedback: null, offer: false, position: 1, dateCreated: '2026-03-01T09:00:00.000Z', clientSummary: [], managerSummary: [], ratings: {}, cycleId: 'c1', cycle: 1,
});
const groupOf = (i: Interview): InterviewGroup => ({ _id: i.company, date: i.interviewDate, status: i.status, interviews: [i], mainProcess: false, upcoming: false });

describe('an edit for the client staff picked', () => {
  it('names the client in every call without the screen passing them, and the answer alone updates the list', async () => {
    const acme = anInterview('i1', 'Acme');
    const globex = anInterview('i2', 'Globex');
    const server = asStaff(cycle(), {
      getInterviewsForUser: () => ({ body: { ...interviews([cycle()]).body, interviews: [acme, globex], interviewGroups: [groupOf(acme), groupOf(globex)] } }),
      createEditTalentInterview: () => ({ body: { interview: null, interviews: [globex], interviewGroups: [groupOf(globex)] } }),
    });
    renderWithApp(<InterviewsPanel />, { token: 'user-token', kind: 'user', client: 'client' });
    const card = await screen.findByRole('article', { name: 'Acme' });
    expect(server.callsTo('getInterviewsForUser').map((c) => c.body)).toEqual([{ userId: 'client' }]);
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Acme' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Globex' })).toBeTruthy();
    expect(server.callsTo('createEditTalentInterview').map((c) => c.body)).toEqual([{ newData: { _id: 'i1', isDelete: true }, userId: 'client' }]);
    // one request for the edit: the list was not read again
    expect(server.calls.map((c) => c.name).filter((name) => name !== 'getUserData')).toEqual(['getInterviewsForUser', 'createEditTalentInterview']);
  });
});

describe('in Hebrew', () => {
  inHebrew(loadTrackerStrings);

  it('labels the summary, the rating and the server’s refusal', async () => {
    asClient(cycle(), { changeCycleRating: () => refused });
    renderWithApp(<InterviewsPanel />, { token: 'user-token', kind: 'user' });
    await chooseCycle('סבב פרסום', 'פרסום 1');
    const panel = await screen.findByRole('region', { name: /סיכום הסבב/ });
    expect(within(panel).getByText('איך היה הסבב הזה?')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('radio', { name: '3 כוכבים' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain('סבב הפרסום לא נמצא');
  });
});
