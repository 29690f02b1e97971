import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Explanation, StepExplanation } from '@contracts/backoffice/journey-settings/explanations';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { ExplanationsEditor } from './explanations-editor';
import { loadJourneySettingsStrings } from './journey-settings-strings';

beforeAll(loadJourneySettingsStrings);

const explanation = (id: string, title: string, order: number): Explanation => ({ _id: id, type: 'TitleDetails', title, textBeforeImage: `${title} text`, textAfterImage: '', imageUrl: null, order });
const texts: StepExplanation[] = ['TitleDetails', 'CoverLetter', 'CV', 'ExcludeDetails', 'TestEmail', 'Publish'].map((name) => ({ name: name as StepExplanation['name'], value: `${name} text`, default: `${name} text`, changedBy: null, changedAt: null }));
const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('the explanations editor', () => {
  it('swaps an explanation with its neighbour by the orders it read, and takes the answer as the new order', { timeout: 15_000 }, async () => {
    const a = explanation('a', 'Why your title matters', 0);
    const b = explanation('b', 'Seniority', 1);
    const server = fakeServer({
      getExplanations: () => ({ body: { explanations: [a, b] } }),
      getPersonalJourneysExplenations: () => ({ body: { explenations: texts } }),
      switchExplanationOrder: () => ({ body: { explanations: [{ ...b, order: 0 }, { ...a, order: 1 }] } }),
    });
    renderWithApp(<ExplanationsEditor />, { token: 'jh', kind: 'user' });
    await screen.findByRole('heading', { name: 'Why your title matters' });
    expect(titles()).toEqual(['Why your title matters', 'Seniority']);
    expect((screen.getByRole('button', { name: 'Move Why your title matters up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Why your title matters down' }));
    await waitFor(() => expect(titles()).toEqual(['Seniority', 'Why your title matters']));
    expect(server.callsTo('switchExplanationOrder')[0]?.body).toEqual({ type: 'TitleDetails', exp1: { id: 'a', order: 0 }, exp2: { id: 'b', order: 1 } });
    expect(server.callsTo('getExplanations')).toHaveLength(1);
  });

  it('checks a new explanation before sending it, then puts the answer in place', { timeout: 15_000 }, async () => {
    const saved = explanation('n', 'PDF or Word', 0);
    const server = fakeServer({
      getExplanations: () => ({ body: { explanations: [] } }),
      getPersonalJourneysExplenations: () => ({ body: { explenations: texts } }),
      saveExplanation: () => ({ body: { explanations: [saved], message: 'The explanation is saved', messageCode: 'ExplanationSaved' } }),
    });
    renderWithApp(<ExplanationsEditor />, { token: 'jh', kind: 'user' });
    expect(await screen.findByText('This step has no explanations yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add an explanation' }));
    const card = screen.getByRole('article', { name: 'New explanation' });
    fireEvent.change(within(card).getByRole('textbox', { name: 'Text before the image' }), { target: { value: 'Either works.' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Give the explanation a title')).toBeTruthy();
    expect(server.callsTo('saveExplanation')).toHaveLength(0);
    fireEvent.change(within(card).getByRole('textbox', { name: 'Title' }), { target: { value: 'PDF or Word' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'PDF or Word' });
    expect(server.callsTo('saveExplanation')[0]?.body).toEqual({ newData: { type: 'TitleDetails', title: 'PDF or Word', textBeforeImage: 'Either works.', textAfterImage: '' } });
    expect(screen.getByRole('button', { name: 'Add an explanation' })).toBeTruthy();
  });
});
