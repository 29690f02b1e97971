import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, sampleJob } from '../../../../test/fake-server';
import { inHebrew } from '../../../../test/in-hebrew';
import { renderWithApp } from '../../../../test/render';
import { loadJobsStrings } from '../jobs-strings';
import { JobEditorDialog } from './job-editor-dialog';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

const openEditor = async () => {
  const onClose = vi.fn();
  const view = renderWithApp(<JobEditorDialog target={{ mode: 'new' }} onClose={onClose} />, { token: 'user-token', kind: 'user' });
  await screen.findByRole('dialog');
  return { ...view, onClose };
};

// The required fields' labels and the values picked, as the form reads in each language.
const englishForm = { title: /^Job title/, company: /^Company \*/, seniority: /^Seniority level/, junior: 'Junior', description: /^Description/, location: /^Location/, typed: 'Hai', place: 'Haifa' };
const hebrewForm: typeof englishForm = { title: /^שם התפקיד/, company: /^חברה/, seniority: /^רמת ניסיון/, junior: 'ג׳וניור', description: /^תיאור/, location: /^מיקום/, typed: 'חי', place: 'חיפה' };

const fillRequired = async (words = englishForm) => {
  type(words.title, 'QA Engineer');
  type(words.company, 'Acme');
  await choose(words.seniority, words.junior);
  type(words.description, 'Test all the things');
  const location = screen.getByRole('combobox', { name: words.location });
  fireEvent.change(location, { target: { value: words.typed } });
  fireEvent.click(await screen.findByRole('option', { name: words.place }));
};

const publish = () => fireEvent.click(screen.getByRole('button', { name: 'Post job' }));

afterEach(() => vi.unstubAllGlobals());

describe('job editor', () => {
  it('asks for the maximum salary once a minimum is set, and sends nothing', async () => {
    const server = fakeServer({});
    await openEditor();
    await fillRequired();
    type(/^Minimum/, '10000');
    publish();
    expect(await screen.findByText('Maximum salary is required once a minimum is set')).toBeTruthy();
    expect(server.callsTo('createNewJob')).toHaveLength(0);
  });

  it('clears a typed location that was not picked, with a message', async () => {
    const server = fakeServer({});
    await openEditor();
    type(/^Job title/, 'QA Engineer');
    fireEvent.change(screen.getByRole('combobox', { name: /^Location/ }), { target: { value: 'Somewhere' } });
    publish();
    expect(await screen.findByText('Pick a location from the suggestions')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /^Location/ }) as HTMLInputElement).value).toBe('');
    expect(server.callsTo('createNewJob')).toHaveLength(0);
  });

  it('posts the job with the picked place and best tags, and reports the jobs limit', async () => {
    const job = sampleJob('new-1', { jobstatus: 'O' });
    const server = fakeServer({ createNewJob: () => ({ body: { results: [job], job, jobLimitReached: true, isPro: false } }) });
    const { store, onClose } = await openEditor();
    await fillRequired();
    type(/^Minimum/, '10000');
    type(/^Maximum/, '15000');
    const tags = screen.getByLabelText(/^Tags/);
    for (const tag of ['Selenium', 'Cypress']) {
      fireEvent.change(tags, { target: { value: tag } });
      fireEvent.keyDown(tags, { key: 'Enter' });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Mark Cypress as a top skill' }));
    publish();
    await waitFor(() => expect(server.callsTo('createNewJob')).toHaveLength(1));
    expect(server.callsTo('createNewJob')[0].body).toMatchObject({
      jobInfo: {
        title: 'QA Engineer',
        company: 'Acme',
        seniorityLevel: 'Junior',
        location: 'Haifa',
        loc_lat: 32.794044,
        loc_lng: 34.989571,
        salaryMin: 10000,
        salaryMax: 15000,
        tags: ['Selenium', 'Cypress'],
        selectedTags: ['Cypress'],
      },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(store.getState().notice.dialog).toMatchObject({ title: 'Jobs limit reached' });
    expect(store.getState().notice.dialog?.text).toMatch(/^Your jobs limit reached, so the job was saved as inactive\. To publish it, .* press Activate/);
  });

  it('shows every problem at once: the required fields and the salary pair together', async () => {
    const server = fakeServer({});
    await openEditor();
    type(/^Minimum/, '15000');
    type(/^Maximum/, '10000');
    publish();
    expect(await screen.findByText('Maximum salary cannot be below the minimum')).toBeTruthy();
    expect(screen.getAllByText('Required').length + screen.getAllByText(/is required/).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Pick a location from the suggestions')).toBeTruthy();
    expect(server.callsTo('createNewJob')).toHaveLength(0);
  });

  it('previews the job as it reads, and asks before closing with changes', async () => {
    fakeServer({});
    const { onClose } = await openEditor();
    type(/^Job title/, 'QA Engineer');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('This is how your job reads. Go back to edit to change it.')).toBeTruthy();
    expect(screen.getByText('QA Engineer')).toBeTruthy();
    expect(screen.queryByLabelText(/^Job title/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('You have unsaved changes, are you sure you want to leave?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('edits a posted job section by section, sending only what the section changed', async () => {
    const job = sampleJob('job-7', { title: 'QA Engineer', salaryMin: 10000, salaryMax: 15000 });
    const server = fakeServer({ saveUserJob: () => ({ body: { results: [{ ...job, salaryMax: 18000 }] } }) });
    const onClose = vi.fn();
    renderWithApp(<JobEditorDialog target={{ mode: 'edit', job: job as never }} onClose={onClose} />, { token: 'user-token', kind: 'user' });
    await screen.findByRole('dialog');
    expect(screen.queryByLabelText(/^Maximum/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Salary' }));
    expect(screen.getByText('1 section is being edited: save or cancel it first')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Done Edit' }) as HTMLButtonElement).disabled).toBe(true);
    type(/^Maximum/, '18000');
    // a form inside a form: a browser submits the inner one natively, past the page's handlers
    expect(document.querySelector('form form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('saveUserJob')).toHaveLength(1));
    expect(server.callsTo('saveUserJob')[0].body).toEqual({ jobId: 'job-7', jobInfo: { salaryMin: 10000, salaryMax: 18000 } });
    await waitFor(() => expect(screen.queryByLabelText(/^Maximum/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Done Edit' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('job editor in Hebrew', () => {
  inHebrew(loadJobsStrings);

  it('says the salary rule in Hebrew, by the code of its English', async () => {
    const server = fakeServer({});
    await openEditor();
    await fillRequired(hebrewForm);
    type(/^מינימום/, '15000');
    type(/^מקסימום/, '10000');
    fireEvent.click(screen.getByRole('button', { name: 'פרסום המשרה' }));
    expect(await screen.findByText('השכר המקסימלי לא יכול להיות נמוך מהשכר המינימלי')).toBeTruthy();
    expect(server.callsTo('createNewJob')).toHaveLength(0);
  });

  it("says the server's refusal in Hebrew, by the code of what it said", async () => {
    fakeServer({ createNewJob: () => ({ status: 409, body: { error: 'This job already exists', code: 'Conflict', messageCode: 'JobExists' } }) });
    const { store } = await openEditor();
    await fillRequired(hebrewForm);
    fireEvent.click(screen.getByRole('button', { name: 'פרסום המשרה' }));
    await waitFor(() => expect(store.getState().notice.dialog?.text).toBe('המשרה הזו כבר קיימת'));
  });
});
