import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { renderWithApp } from '../../../test/render';
import { en } from './locales/en';
import { ExtraDataDialog } from './extra-data-dialog';

beforeAll(() => {
  i18n.addResourceBundle('en', 'reviews', en, true, true);
});

const people = { 'noa@example.com': { email: 'noa@example.com', firstName: 'Noa', lastName: 'Levi', title: 'QA lead', linkedin: '', linkedinPost: '' } };
const item = { kind: 'review' as const, id: 'rev1', label: 'Noa Levi' };

describe('the Extra data dialog', () => {
  it('fills in a known person by the email typed, and saves the item’s data with the person’s', () => {
    const onSave = vi.fn();
    renderWithApp(<ExtraDataDialog item={item} extra={undefined} email="" people={people} saving={false} error={null} onSave={onSave} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Email of the person'), { target: { value: 'Noa@Example.com' } });
    expect((within(dialog).getByLabelText('First name') as HTMLInputElement).value).toBe('Noa');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'QA manager' } });
    fireEvent.click(within(dialog).getByLabelText('First partner'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      data: { kind: 'review', id: 'rev1', email: 'noa@example.com', gReviewLink: '', hide: false, synamedia: true, bfl: false, b2b: false },
      userData: { ...people['noa@example.com'], title: 'QA manager' },
    });
  });

  it('asks before hiding an item, and leaves the person out when nothing of theirs changed', () => {
    const onSave = vi.fn();
    renderWithApp(<ExtraDataDialog item={item} extra={{ email: 'noa@example.com', gReviewLink: '', hide: false, synamedia: false, bfl: false, b2b: false }} email="noa@example.com" people={people} saving={false} error={null} onSave={onSave} onClose={vi.fn()} />);
    const dialog = screen.getAllByRole('dialog')[0]!;
    fireEvent.click(within(dialog).getByLabelText('Hidden'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText(en.extra.hideConfirm)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Hidden' })).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ data: { kind: 'review', id: 'rev1', email: 'noa@example.com', gReviewLink: '', hide: true, synamedia: false, bfl: false, b2b: false } });
  });
});
