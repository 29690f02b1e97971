import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, sampleJob } from '../../../../test/fake-server';
import { renderWithApp } from '../../../../test/render';
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

const fillRequired = async () => {
  type(/^Job title/, 'QA Engineer');
  type(/^Company \*/, 'Acme');
  await choose(/^Seniority level/, 'Junior');
  type(/^Description/, 'Test all the things');
  const location = screen.getByRole('combobox', { name: /^Location/ });
  fireEvent.change(location, { target: { value: 'Hai' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Haifa' }));
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
    expect(store.getState().notice.dialog).toMatchObject({ title: 'Jobs limit reached', text: 'Your jobs limit reached' });
  });
});
