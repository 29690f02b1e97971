import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { questionnaireFieldNames, type Questionnaire } from '@contracts/coaching/tracker/interview';
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

const questionnaire = (overrides: Partial<Questionnaire> = {}): Questionnaire => ({
  ...(Object.fromEntries(questionnaireFieldNames.map((f) => [f, null])) as Record<(typeof questionnaireFieldNames)[number], null>),
  _id: 'client',
  timestamp: '2026-02-20T10:00:00.000Z',
  city: 'Haifa',
  age: 34,
  isWorking: false,
  comments: { city: 'Open to Tel Aviv too' },
  ...overrides,
});
type SetField = { fieldName: keyof Questionnaire; value: unknown; comment: string | null };
const tracker = { body: { interviews: [], interviewGroups: [], cycles: [], publishesData: [], ratingsFields: [], talentOffers: [] } };
const refused = { status: 400, body: { error: 'Some fields need your attention', code: 'ValidationFailed', issues: [{ path: 'value', message: 'This answer does not fit the question', code: 'TrackerQuestionnaireValue' }] } };

const asStaff = (q: Questionnaire | null = questionnaire(), handlers: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    getUserData: () => ({ body: { user: sampleUser({ _id: 'coach', isJHAdmin: true }) } }),
    getInterviewsForUser: () => tracker,
    getQuestionnaire: () => ({ body: { questionnaire: q, leads: [{ _id: 'lead-1', date: '2026-02-01', communicationChannel: 'Phone', csManager: 'coach', summary: 'Called, keen to start' }] } }),
    setQuestionnaireFieldAndComments: (body) => {
      const { fieldName, value, comment } = body as SetField;
      const base = q ?? questionnaire({ timestamp: null, city: null, age: null, isWorking: null, comments: {} });
      return { body: { questionnaire: { ...base, [fieldName]: value, comments: { ...base.comments, ...(comment ? { [fieldName]: comment } : {}) } } } };
    },
    ...handlers,
  });

const open = async (title = 'Intake questionnaire') => {
  fireEvent.click(await screen.findByRole('button', { name: title }));
};
const question = (name: string) => screen.findByRole('form', { name });

describe("the client's intake questionnaire", () => {
  it('is not offered to the client: the server keeps it for staff', async () => {
    const server = fakeServer({ getUserData: () => ({ body: { user: sampleUser({ _id: 'client', isJHUser: true, isActiveJHUser: true }) } }), getInterviewsForUser: () => tracker });
    renderWithApp(<InterviewsPanel />, { token: 'user-token', kind: 'user' });
    await screen.findByRole('button', { name: 'Add Interview' });
    expect(screen.queryByRole('button', { name: 'Intake questionnaire' })).toBeNull();
    expect(server.callsTo('getQuestionnaire')).toHaveLength(0);
  });

  it('shows the answers and comments, and saves one question at a time for the client', async () => {
    const server = asStaff();
    renderWithApp(<InterviewsPanel />, { token: 'user-token', kind: 'user', client: 'client' });
    await open();
    const city = await question('City');
    expect(server.callsTo('getQuestionnaire').map((c) => c.body)).toEqual([{ userId: 'client' }]);
    expect(screen.getByText('Called, keen to start', { exact: false })).toBeTruthy();
    expect((within(city).getByRole('textbox', { name: 'Answer' }) as HTMLTextAreaElement).value).toBe('Haifa');
    expect((within(city).getByRole('textbox', { name: 'Staff comment' }) as HTMLTextAreaElement).value).toBe('Open to Tel Aviv too');
    const save = within(city).getByRole('button', { name: 'Save City' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(city).getByRole('textbox', { name: 'Answer' }), { target: { value: 'Haifa or Tel Aviv ' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(server.callsTo('setQuestionnaireFieldAndComments').map((c) => c.body)).toEqual([{ questionnaireId: 'client', fieldName: 'city', value: 'Haifa or Tel Aviv', comment: 'Open to Tel Aviv too', userId: 'client' }]),
    );
    expect(await within(city).findByText('Saved')).toBeTruthy();
    // a number is sent as a number, and what is not one is not sent
    const age = await question('Age');
    fireEvent.change(within(age).getByRole('textbox', { name: 'Answer' }), { target: { value: 'thirty' } });
    expect(within(age).getByText('Enter a number (0 or more)')).toBeTruthy();
    expect(within(age).getByRole('button', { name: 'Save Age' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(age).getByRole('textbox', { name: 'Answer' }), { target: { value: '35' } });
    fireEvent.click(within(age).getByRole('button', { name: 'Save Age' }));
    await waitFor(() => expect(server.callsTo('setQuestionnaireFieldAndComments').at(-1)?.body).toMatchObject({ fieldName: 'age', value: 35, comment: null }));
  });

  it('lets staff fill in a questionnaire the client never filled', async () => {
    const server = asStaff(null);
    renderWithApp(<InterviewsPanel />, { token: 'user-token', kind: 'user', client: 'client' });
    await open();
    expect(await screen.findByText(/has not filled in the questionnaire yet/)).toBeTruthy();
    const working = await question('Working now?');
    fireEvent.mouseDown(within(working).getByRole('combobox', { name: 'Answer' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Yes' }));
    fireEvent.click(within(working).getByRole('button', { name: 'Save Working now?' }));
    await waitFor(() => expect(server.callsTo('setQuestionnaireFieldAndComments').map((c) => c.body)).toEqual([{ questionnaireId: 'client', fieldName: 'isWorking', value: true, comment: null, userId: 'client' }]));
  });

  it("says what the server refused beside the question, in the server's words", async () => {
    asStaff(questionnaire(), { setQuestionnaireFieldAndComments: () => refused });
    renderWithApp(<InterviewsPanel />, { token: 'user-token', kind: 'user', client: 'client' });
    await open();
    const dream = await question('Dream job');
    fireEvent.change(within(dream).getByRole('textbox', { name: 'Answer' }), { target: { value: 'Head of data' } });
    fireEvent.click(within(dream).getByRole('button', { name: 'Save Dream job' }));
    expect((await within(dream).findByRole('alert')).textContent).toBe('This answer does not fit the question');
  });

  it('offers a retry when the questionnaire cannot be loaded', async () => {
    asStaff(questionnaire(), { getQuestionnaire: () => ({ status: 500, body: { error: 'Something went wrong' } }) });
    renderWithApp(<InterviewsPanel />, { token: 'user-token', kind: 'user', client: 'client' });
    await open();
    expect(await screen.findByText('The questionnaire could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('in Hebrew', () => {
  inHebrew(loadTrackerStrings);

  it('names the questions and says the refusal by its code', async () => {
    asStaff(questionnaire(), { setQuestionnaireFieldAndComments: () => refused });
    renderWithApp(<InterviewsPanel />, { token: 'user-token', kind: 'user', client: 'client' });
    await open('שאלון היכרות');
    const city = await question('עיר');
    fireEvent.change(within(city).getByRole('textbox', { name: 'הערת הצוות' }), { target: { value: 'גם מרכז' } });
    fireEvent.click(within(city).getByRole('button', { name: 'שמירת עיר' }));
    expect((await within(city).findByRole('alert')).textContent).toBe('התשובה לא מתאימה לשאלה');
  });
});
