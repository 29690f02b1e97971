import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import type { BflClient } from '@contracts/backoffice/partners/calls';
import { renderWithApp } from '../../../test/render';
import { en } from './locales/en';
import { SplitDialog } from './split-dialog';

beforeAll(() => {
  i18n.addResourceBundle('en', 'partners', en, true, true);
});

const client: BflClient = {
  _id: 'client-1',
  fullName: 'Gil Second',
  datecreated: '2026-11-01T08:00:00.000Z',
  totalPay: 4000,
  bflPart: null,
  talentPart: null,
  approved: false,
  approveDate: null,
  talentPayed: false,
  talentPayedDate: null,
  paymentLink: null,
  data: { email: null, phone: null, plan: null },
};

function open(c: BflClient = client) {
  const onSave = vi.fn();
  renderWithApp(<SplitDialog client={c} saving={false} error={null} onSave={onSave} onClose={vi.fn()} />);
  const dialog = screen.getByRole('dialog');
  return { onSave, dialog, part: within(dialog).getByLabelText('Partner’s part') as HTMLInputElement, talent: within(dialog).getByLabelText('Talent’s part') as HTMLInputElement };
}

describe('the second partner’s split dialog', () => {
  it('computes the talent’s part, read-only, and sends the partner’s part with Save + Approve', () => {
    const { dialog, part, talent, onSave } = open();
    expect(talent.readOnly).toBe(true);
    fireEvent.change(part, { target: { value: '1250.5' } });
    expect(talent.value.replace(/[^\d.]/g, '')).toBe('2749.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save + Approve' }));
    expect(onSave).toHaveBeenCalledWith({ bflPart: 1250.5, approve: true });
  });

  it('says what is wrong with a part above the total, keeps what was typed and does not save', () => {
    const { dialog, part, onSave } = open();
    fireEvent.change(part, { target: { value: '4500' } });
    expect(within(dialog).getByText(en.messages.PartnerPartAboveTotal)).toBeTruthy();
    expect(part.value).toBe('4500');
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers to record the talent paid once approved', () => {
    const { dialog, onSave } = open({ ...client, bflPart: 1000, talentPart: 3000, approved: true, approveDate: '2026-11-02T08:00:00.000Z' });
    expect(within(dialog).queryByRole('button', { name: 'Save + Approve' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark the talent paid' }));
    expect(onSave).toHaveBeenCalledWith({ paid: true });
  });
});
