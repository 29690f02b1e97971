import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PersonalJourney } from '@contracts/coaching/journey/journey';
import { i18n } from '../../../app/i18n';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { sampleUser } from '../../../test/samples';
import { inHebrew } from '../../../test/in-hebrew';
import { JourneyView } from './journey-view';
import { liveNotice } from './journey-api';
import { loadJourneyStrings } from './journey-strings';
import { en } from './locales/en';

// The Tiptap editor itself is driven in the browser flow (tests/browser/coaching-journey.e2e.spec.ts):
// under the test runner ProseMirror's state module loads twice and refuses its own plugins.
vi.mock('./rich-text-editor', () => ({
  RichTextInput: ({ label, value, onChange }: { label: string; value: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} defaultValue={value} onChange={(e) => onChange(e.target.value ? `<p>${e.target.value}</p>` : '')} />
  ),
}));

beforeAll(() => {
  i18n.addResourceBundle('en', 'journey', en, true, true);
});

const journey = (overrides: Partial<PersonalJourney> = {}): PersonalJourney => ({
  _id: 'client', userId: 'client', first_name: 'Noa', last_name: 'Shapiro', email: 'noa@example.com', phone: '050-1234567', title: 'Product Manager', titleGroup: null,
  titleCategories: [], seniorityLevel: 'Senior', lookingforwork: true, plan: 'standard pro', status: 'signed', csManager: 'coach', csManagerName: 'Dana Mizrahi', card_color: 0,
  currentStep: 2, completed: { dataChecked: true, uploadCV: true, firstMeeting: true }, services: [], beginServiceDate: '2026-10-01', dateCreated: '2026-10-01T00:00:00.000Z',
  signedDate: null, cyclesLimit: 5, cyclesLimitExtra: 0, safetyNetExpireDate: null, safetyNetActive: false, safetyNetActivatingDate: null, isSendFoundJobEmail: false,
  isAddToRecruitersList: false, sendCVFromDate: null, journeyLink: '', subscriptionId: null, isSubscriptionClosed: false, subscriptionEndDate: null, tashlumim: null,
  hideSubscriptionCloseButton: false, freezeHistory: [],
  comments: [
    { id: 'c1', author: 'coach@example.com', authorId: 'coach', authorName: 'Dana Mizrahi', content: '<p>Welcome aboard</p>', date: '2026-11-01T09:00:00.000Z', edited: null },
    { id: 'c2', author: 'noa@example.com', authorId: 'client', authorName: 'Noa Shapiro', content: '<p>Thank you</p>', date: '2026-11-02T09:00:00.000Z', edited: null },
  ],
  questionnaireComments: '', isMidServiceQuestionnaire: false, sawExplenations: false, excludeList: [],
  midServiceQuestionnaire: { status: null, title: null, company: null, location: null, salary: null, salaryCurrency: null, salaryFrequency: null, dateStart: null, description: null, jobAnswered: false },
  resumes: [], coverLetters: [], coverLetter: '', CVUrl: null, CVUrlUploadTime: null, isPublishApproved: false, isPublish: false, isNeedTest: null, lastTestId: null,
  publishApproveDate: null, beginPublish: null, active_cycle: null, numberOfCycles: 0, autoPutOnPublishList: false, isPublishUpdateNeeded: false, publishDeclineReason: null,
  ...overrides,
});

// a client not published yet: no CV, no letter, no cycle
const noPublication = {
  resumes: [],
  coverLetters: [],
  publish: { publishId: null, status: 'new', isPublish: false, isPublishApproved: false, isNeedTest: null, lastTestId: null, testSentAt: null, beginPublish: null, publishApproveDate: null, publishDeclineReason: null, autoPutOnPublishList: false, isPublishUpdateNeeded: false, excludeList: [], active_cycle: null, numberOfCycles: 0 },
  cycles: [],
  publishData: null,
  startDateOptions: [],
  mayApprove: false,
  upcomingPublish: null,
};

const answer = (j: PersonalJourney) => ({
  body: { personaljourney: j, sendCVFromDate: null, CSManagers: [{ _id: 'coach', name: 'Dana Mizrahi', email: 'coach@example.com' }], statuses: ['signed', 'freezed'], plans: ['standard pro', 'standard executive'], freezeHistory: [], signedDate: null, explenations: null, ...noPublication },
});

const asClient = (j = journey()) =>
  fakeServer({
    getUserData: () => ({ body: { user: sampleUser({ _id: 'client', isJHUser: true, isActiveJHUser: true }) } }),
    getPersonalJourneyData: () => answer(j),
    finishPersonalJourneyStep: () => ({ body: { personaljourney: { ...j, currentStep: 3 } } }),
    editDeleteCommentToPesonalJourney: () => ({ body: { comments: j.comments.filter((c) => c.id !== 'c2') } }),
    addCommentToPesonalJourney: () => ({ body: { comments: j.comments } }),
  });
const asStaff = (j = journey()) =>
  fakeServer({
    getUserData: () => ({ body: { user: sampleUser({ _id: 'coach', isJHAdmin: true }) } }),
    getPersonalJourneyData: () => answer(j),
    updateSafetyNet: () => ({ body: { personaljourney: j } }),
  });

describe('the journey page', () => {
  it("keeps manager, status and plan read-only for the client, who may change the seniority", async () => {
    asClient();
    renderWithApp(<JourneyView />, { token: 'user-token', kind: 'user' });
    await screen.findByRole('heading', { name: 'Noa Shapiro' });
    for (const name of ['Manager', 'Status', 'Plan']) expect(screen.getByRole('combobox', { name }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Seniority' }).getAttribute('aria-disabled')).toBeNull();
    // staff buttons stay hidden
    expect(screen.queryByRole('button', { name: 'Full Journey View' })).toBeNull();
    expect(screen.queryByText('End subscription')).toBeNull();
  });

  it('offers Complete Step on the current step only, and sends which step it is', async () => {
    const server = asClient();
    renderWithApp(<JourneyView />, { token: 'user-token', kind: 'user' });
    await screen.findByRole('heading', { name: 'Noa Shapiro' });
    const buttons = screen.getAllByRole('button', { name: 'Complete Step' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(server.callsTo('finishPersonalJourneyStep').map((c) => c.body)).toEqual([{ step: 2 }]));
  });

  it('lets the author alone edit or delete a comment, and asks before deleting', async () => {
    const server = asClient();
    renderWithApp(<JourneyView />, { token: 'user-token', kind: 'user' });
    fireEvent.click(await screen.findByRole('button', { name: /Comments/ }));
    const items = await screen.findAllByTestId('journey-comment');
    expect(within(items[0]!).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Edit' })).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Write a comment' }), { target: { value: 'See you Sunday' } });
    expect(add.hasAttribute('disabled')).toBe(false);
    fireEvent.click(add);
    await waitFor(() => expect(server.callsTo('addCommentToPesonalJourney').map((c) => c.body)).toEqual([{ journeyId: 'client', newComment: '<p>See you Sunday</p>' }]));
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(server.callsTo('editDeleteCommentToPesonalJourney')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('editDeleteCommentToPesonalJourney').map((c) => c.body)).toEqual([{ journeyId: 'client', id: 'c2', action: 'Delete' }]));
  });

  it("lets staff activate the safety net only with an expiry date of today or later, for the client they opened", async () => {
    const server = asStaff();
    renderWithApp(<JourneyView />, { token: 'user-token', kind: 'user', client: 'client' });
    fireEvent.click(await screen.findByText('Safety Net'));
    const dialog = await screen.findByRole('dialog', { name: 'Safety Net' });
    const active = within(dialog).getByRole('checkbox', { name: 'Active' });
    expect(active.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: '2020-01-01' } });
    expect(active.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: '2099-01-01' } });
    expect(active.hasAttribute('disabled')).toBe(false);
    fireEvent.click(active);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('updateSafetyNet').map((c) => c.body)).toEqual([{ userId: 'client', newData: { safetyNetActive: true, safetyNetExpireDate: '2099-01-01' } }]));
  });

  it('hides ending the subscription where the journey turns it off', async () => {
    asStaff(journey({ hideSubscriptionCloseButton: true }));
    renderWithApp(<JourneyView />, { token: 'user-token', kind: 'user', client: 'client' });
    await screen.findByRole('button', { name: 'Full Journey View' });
    expect(screen.queryByText('End subscription')).toBeNull();
  });
});

describe('in Hebrew', () => {
  inHebrew(loadJourneyStrings);

  it('labels the journey and says who changed it, by code', async () => {
    asClient();
    renderWithApp(<JourneyView />, { token: 'user-token', kind: 'user' });
    await screen.findByRole('heading', { name: 'Noa Shapiro' });
    expect(screen.getByRole('combobox', { name: 'סטטוס' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'שלבי פרסום' })).toBeTruthy();
    expect(liveNotice({ userId: 'client', position: '9', change: 'JourneyStatusChanged', by: { id: 'coach', name: 'Dana Mizrahi', staff: true } })).toBe('Dana Mizrahi (המאמן/ת שלך) עדכן/ה את הסטטוס');
  });
});

describe('what the other side did', () => {
  it('names the coach or the client, and nothing for the system', () => {
    expect(liveNotice({ userId: 'client', position: '9', change: 'JourneyCommentAdded', by: { id: 'client', name: 'Noa Shapiro', staff: false } })).toBe('Noa Shapiro updated the comments');
    expect(liveNotice({ userId: 'client', position: '9', change: 'JourneyCommentAdded', by: null })).toBeNull();
  });
});
