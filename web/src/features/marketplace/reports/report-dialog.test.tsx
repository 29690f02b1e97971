import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { en } from './locales/en';
import { ReportDialog } from './report-dialog';

beforeAll(() => {
  i18n.addResourceBundle('en', 'reports', en, true, true);
});

const open = () => {
  const onClose = vi.fn();
  renderWithApp(<ReportDialog open type="job" objectId="job-1" name="Backend Engineer" onClose={onClose} />, { token: 'user-token', kind: 'user' });
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Report Backend Engineer' }) };
};

describe('the report dialog', () => {
  it("sends nothing until a reason is chosen, and for 'Other' until it says what is wrong", async () => {
    const server = fakeServer({});
    const { dialog } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText("Tell us what is wrong when the reason is 'Other'")).toBeTruthy();
    expect(server.callsTo('reportObject')).toEqual([]);
  });

  it('sends the reason and the words, says thank you and closes', async () => {
    const server = fakeServer({
      reportObject: () => ({ body: { reports: [{ type: 'job', objectId: 'job-1' }], message: 'Thank you, the site administrators will look at your report', messageCode: 'ReportSent' } }),
    });
    const { dialog, onClose } = open();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Tell us what is wrong/ }), { target: { value: '  Asks for a fee  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('reportObject').map((c) => c.body)).toEqual([{ objectId: 'job-1', type: 'job', reason: 'Other', text: 'Asks for a fee' }]);
  });

  it("keeps what was typed and shows the server's refusal under its field", async () => {
    fakeServer({
      reportObject: () => ({ status: 400, body: { error: 'Some fields need your attention', code: 'ValidationFailed', issues: [{ path: 'text', message: 'Write at most 500 characters', code: 'ReportTextLength', params: { max: 500 } }] } }),
    });
    const { dialog, onClose } = open();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Details/ }), { target: { value: 'Too long words' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Write at most 500 characters')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Details/ }) as HTMLTextAreaElement).value).toBe('Too long words');
    expect(onClose).not.toHaveBeenCalled();
  });
});
