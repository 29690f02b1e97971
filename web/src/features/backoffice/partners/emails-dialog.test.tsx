import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { renderWithApp } from '../../../test/render';
import { en } from './locales/en';
import { EmailsDialog } from './emails-dialog';

beforeAll(() => {
  i18n.addResourceBundle('en', 'partners', en, true, true);
});

describe('a partner’s emails list', () => {
  it('adds an address lowercased and once, removes one whatever its case, and saves the list', () => {
    const onSave = vi.fn();
    renderWithApp(<EmailsDialog emails={['hr@partner.example']} saving={false} error={null} onSave={onSave} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    const box = within(dialog).getByLabelText('Email address');
    const add = within(dialog).getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'Ops@Partner.Example' } });
    fireEvent.click(add);
    fireEvent.change(box, { target: { value: 'OPS@partner.example' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(within(dialog).getByLabelText('Remove hr@partner.example'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(['ops@partner.example']);
  });

  it('says an address is not valid and keeps it typed', () => {
    renderWithApp(<EmailsDialog emails={[]} saving={false} error={null} onSave={vi.fn()} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    const box = within(dialog).getByLabelText('Email address') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'not-an-address' } });
    expect(within(dialog).getByText(en.invalidEmail)).toBeTruthy();
    expect(box.value).toBe('not-an-address');
    expect((within(dialog).getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
