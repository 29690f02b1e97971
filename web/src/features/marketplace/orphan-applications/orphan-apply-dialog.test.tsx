import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { OrphanApplyDialog } from './orphan-apply-dialog';
import { loadTestStrings } from '../../../test/samples';

beforeAll(loadTestStrings);
afterEach(() => vi.unstubAllGlobals());

const cv = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = (file: File) => fireEvent.change(screen.getByLabelText('Your CV'), { target: { files: [file] } });
const applyButton = () => screen.getByRole('button', { name: 'Apply' });

describe('applying without an account', () => {
  it('enables Apply only once first name, last name, email and a file are there', async () => {
    fakeServer({});
    renderWithApp(<OrphanApplyDialog jobId="job-1" open onClose={() => undefined} />);
    await screen.findByRole('dialog', { name: 'Apply without an account' });
    expect(applyButton().hasAttribute('disabled')).toBe(true);
    type(/First name/, 'Dana');
    type(/Last name/, 'Levi');
    expect(applyButton().hasAttribute('disabled')).toBe(true);
    type(/Email/, 'dana@example.com');
    expect(applyButton().hasAttribute('disabled')).toBe(true);
    choose(cv('cv.pdf', 1000));
    expect(screen.getByText('cv.pdf')).toBeTruthy();
    expect(applyButton().hasAttribute('disabled')).toBe(false);
  });

  it('says a file over 500 KB is too big, and a file of another type has an invalid extension', async () => {
    fakeServer({});
    renderWithApp(<OrphanApplyDialog jobId="job-1" open onClose={() => undefined} />);
    await screen.findByRole('dialog');
    type(/First name/, 'Dana');
    type(/Last name/, 'Levi');
    type(/Email/, 'dana@example.com');
    choose(cv('cv.pdf', 512001));
    expect(screen.getByRole('alert').textContent).toBe('File too big - 500 KB Max');
    expect(applyButton().hasAttribute('disabled')).toBe(true);
    choose(cv('cv.png', 1000));
    expect(screen.getByRole('alert').textContent).toBe('Invalid extension');
    choose(cv('cv.docx', 512000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(applyButton().hasAttribute('disabled')).toBe(false);
  });

  it('forgets the email and names once closed', async () => {
    fakeServer({});
    const Host = () => {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          <OrphanApplyDialog jobId="job-1" open={open} onClose={() => setOpen(false)} />
        </>
      );
    };
    renderWithApp(<Host />);
    await screen.findByRole('dialog');
    type(/First name/, 'Dana');
    type(/Last name/, 'Levi');
    type(/Email/, 'dana@example.com');
    choose(cv('cv.pdf', 1000));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/Last name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('');
    expect(screen.getByText('No file chosen')).toBeTruthy();
    expect(applyButton().hasAttribute('disabled')).toBe(true);
  });
});
