import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { renderWithApp } from '../../../test/render';
import { en as jobs } from '../jobs/locales/en';
import { en } from './locales/en';
import { AddReviewDialog, type SaveReview } from './add-review-dialog';

beforeAll(() => {
  i18n.addResourceBundle('en', 'companies', en, true, true);
  i18n.addResourceBundle('en', 'jobs', jobs, true, true);
});

const now = () => new Date('2026-11-20T09:00:00.000Z');

function open(onSave: SaveReview = vi.fn(async () => ({}))) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithApp(<AddReviewDialog open company={{ _id: 'c1', name: 'Cedar Analytics' }} onClose={onClose} onSave={onSave} onSaved={onSaved} now={now} />);
  return { onSave, onSaved, onClose, dialog: screen.getByRole('dialog') };
}
const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value } });
const choose = (dialog: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(screen.getByRole('option', { name: option }));
};
const invalid = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) }).getAttribute('aria-invalid');
const stars = (dialog: HTMLElement, group: string, n: number) => fireEvent.click(within(within(dialog).getByRole('group', { name: new RegExp(`^${group}`) })).getByLabelText(`${n} of 5 stars`));

describe('the Add Review dialog', () => {
  it('marks the missing required fields of a former job in the error colour and sends nothing', () => {
    const { dialog, onSave } = open();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A former job' }));
    type(dialog, 'Your job title', 'QA Engineer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(within(dialog).getByText('Fill in the fields marked in red')).toBeTruthy();
    expect(invalid(dialog, 'Review headline')).toBe('true');
    expect(invalid(dialog, 'Pros')).toBe('true');
    expect(invalid(dialog, 'Your job title')).toBe('false');
    expect(within(dialog).getByRole('combobox', { name: /^Last year at the company/ }).getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the extra ratings once the headline is written, and sends them with the review', async () => {
    const { dialog, onSave, onSaved } = open();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'My current job' }));
    expect(within(dialog).queryByRole('region', { name: 'A few more ratings (optional)' })).toBeNull();
    type(dialog, 'Review headline', 'Kind people, slow pace');
    expect(within(dialog).getByRole('region', { name: 'A few more ratings (optional)' })).toBeTruthy();
    stars(dialog, 'Overall rating', 4);
    stars(dialog, 'Work/life balance', 5);
    type(dialog, 'Your job title', 'Backend Developer');
    choose(dialog, 'Employment type', 'Full-time');
    type(dialog, 'Pros', 'Mentoring\nGood <tools>');
    type(dialog, 'Cons', 'Long meetings');
    choose(dialog, 'Recommend to a friend', 'Yes');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      type: 'current', company: 'c1', rating: 4, title: 'Backend Developer', employmentType: 'FULL_TIME', headline: 'Kind people, slow pace',
      pros: '<p>Mentoring</p><p>Good &lt;tools&gt;</p>', cons: '<p>Long meetings</p>', workLifeBalance: 5, recommendToFriend: 'Positive',
    });
  });

  it('sends an interview with its questions, stages and the process period in weeks', async () => {
    const { dialog, onSave } = open();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'An interview' }));
    stars(dialog, 'How was the interview experience?', 3);
    type(dialog, 'The job you interviewed for', 'Data Analyst');
    type(dialog, 'Describe the interview process', 'A call, then a task');
    choose(dialog, 'Interview difficulty', '4 · Difficult');
    choose(dialog, 'Did you get an offer?', 'Declined offer');
    type(dialog, 'How long did the process take?', '3');
    choose(dialog, 'Unit', 'Weeks');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Phone screen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    type(dialog, 'Question 1', 'Why do you want to work here?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      type: 'interview', company: 'c1', rating: 3, title: 'Data Analyst', interviewProcess: '<p>A call, then a task</p>', difficulty: 4, gotOffer: 'declined',
      processPeriod: 3, processPeriodLabel: 'Weeks', phoneScreen: true, interviewQuestions: [{ question: 'Why do you want to work here?' }],
    });
  });

  it("keeps what was typed and marks the field the server refused, with the server's words", async () => {
    const refusal = { status: 400, body: { error: 'Write the pros', code: 'ReviewRefused', messageCode: 'ReviewProsRequired', issues: [{ path: 'pros', message: 'Write the pros', code: 'ReviewProsRequired' }] } };
    const { dialog, onSaved } = open(vi.fn(async () => ({ error: refusal })));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'My current job' }));
    stars(dialog, 'Overall rating', 2);
    type(dialog, 'Your job title', 'Designer');
    choose(dialog, 'Employment type', 'Part-time');
    type(dialog, 'Review headline', 'Mixed');
    type(dialog, 'Pros', 'Nice team');
    type(dialog, 'Cons', 'Pay');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText('Write the pros')).toBeTruthy();
    expect(invalid(dialog, 'Pros')).toBe('true');
    expect((within(dialog).getByRole('textbox', { name: /^Review headline/ }) as HTMLInputElement).value).toBe('Mixed');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
