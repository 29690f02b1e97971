import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { renderWithApp } from '../../../test/render';
import { en } from './locales/en';
import { PostDialog, type PostForm } from './post-dialog';
import { PostText } from './post-text';

beforeAll(() => {
  i18n.addResourceBundle('en', 'forum', en, true, true);
});

const randoms = { kind: 'larger' as const, x: 12, y: 70, text: 'Which number is larger, 12 or 70?', token: 'signed-question' };
const empty: PostForm = { title: '', displayName: '', content: '' };

function open(onSubmit = vi.fn(async () => ({})), withQuestion = true) {
  renderWithApp(<PostDialog mode="add" withTitle initial={empty} randoms={withQuestion ? randoms : null} busy={false} onSubmit={onSubmit} onClose={vi.fn()} />);
  return { onSubmit, dialog: screen.getByRole('dialog', { name: 'Share an interview' }) };
}
const type = (dialog: HTMLElement, label: string | RegExp, value: string) => fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });

describe('the share-an-interview dialog', () => {
  it('says which field is missing and sends nothing', () => {
    const { dialog, onSubmit } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(within(dialog).getByText('Write a title for the interview')).toBeTruthy();
    expect(within(dialog).getByText('Write the name to show beside the post')).toBeTruthy();
    expect(within(dialog).getByText('Write the interview itself')).toBeTruthy();
    expect(within(dialog).getByText('Answer the question: which number is it?')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("asks a visitor the question in full and sends the answer with the question's token", async () => {
    const { dialog, onSubmit } = open();
    type(dialog, /Title/, 'ראיון בוויקס');
    type(dialog, /Name to show/, 'דנה');
    type(dialog, /The interview/, 'שני סבבים');
    type(dialog, 'To show you are a person: Which number is larger, 12 or 70?', '70');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'ראיון בוויקס', displayName: 'דנה', content: 'שני סבבים' }, { token: 'signed-question', answer: 70 }));
  });

  it("keeps what was typed when the server refuses the answer, and shows why on the answer's field", async () => {
    const refused = { status: 400, body: { error: 'That is not the number asked for; here is a new question', code: 'ForumAnswerRefused', issues: [{ path: 'randoms.answer', message: 'That is not the number asked for; here is a new question', code: 'ForumAnswerWrong' }] } };
    const { dialog } = open(vi.fn(async () => Promise.reject(refused)));
    type(dialog, /Title/, 'Interview at Wix');
    type(dialog, /Name to show/, 'Dana');
    type(dialog, /The interview/, 'Two rounds');
    type(dialog, /Which number/, '12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await within(dialog).findByText('That is not the number asked for; here is a new question');
    expect((within(dialog).getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Interview at Wix');
    expect((within(dialog).getByRole('textbox', { name: /Which number/ }) as HTMLInputElement).value).toBe('');
  });

  it('asks a signed-in person no question', () => {
    const { dialog } = open(undefined, false);
    expect(within(dialog).queryByRole('textbox', { name: /Which number/ })).toBeNull();
  });
});

describe('a post', () => {
  it('lays out each paragraph by its own direction', () => {
    renderWithApp(<PostText text={'היו שני סבבים.\n\nThen a home task.'} />);
    const paragraphs = [screen.getByText('היו שני סבבים.'), screen.getByText('Then a home task.')];
    for (const p of paragraphs) expect(p.getAttribute('dir')).toBe('auto');
  });
});
