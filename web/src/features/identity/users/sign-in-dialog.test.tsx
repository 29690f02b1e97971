import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer } from '../../../test/fake-server';
import { inHebrew } from '../../../test/in-hebrew';
import { renderWithApp } from '../../../test/render';
import { SignInDialog } from './sign-in-dialog';
import { signInDialogOpened } from '../../../app/auth-slice';
import { loadUsersStrings } from './users-strings';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const fillSignUp = (confirm: string) => {
  type(/^First name/, 'Dana');
  type(/^Last name/, 'Levi');
  type(/^Email/, '  Dana@Example.COM ');
  type(/^Password/, 'secret123');
  type(/^Confirm password/, confirm);
};

const openDialog = async (section: 'signIn' | 'signUp') => {
  const view = renderWithApp(<SignInDialog />);
  act(() => {
    view.store.dispatch(signInDialogOpened(section));
  });
  await screen.findByRole('dialog');
  return view;
};

afterEach(() => vi.unstubAllGlobals());

describe('sign-up dialog', () => {
  it('sends nothing and marks the confirmation when the passwords differ', async () => {
    const server = fakeServer({ register: () => ({ body: { message: 'We sent you an email, please check your inbox' } }) });
    await openDialog('signUp');
    fillSignUp('secret124');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByLabelText(/^Confirm password/).getAttribute('aria-invalid')).toBe('true'));
    expect(server.callsTo('register')).toHaveLength(0);
  });

  it('registers with the email lowercased and trimmed once the passwords match, and shows the server message', async () => {
    const server = fakeServer({ register: () => ({ body: { message: 'We sent you an email, please check your inbox' } }) });
    const { store } = await openDialog('signUp');
    fillSignUp('secret123');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('dana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(server.callsTo('register')).toHaveLength(1));
    expect(server.callsTo('register')[0].body).toMatchObject({
      email: 'dana@example.com',
      password: 'secret123',
      confirmPassword: 'secret123',
      first_name: 'Dana',
      last_name: 'Levi',
      captchaToken: '',
    });
    await waitFor(() => expect(store.getState().notice.dialog?.text).toBe('We sent you an email, please check your inbox'));
    expect(store.getState().auth.dialog.open).toBe(false);
  });

  it('shows the server error in the sign-in section', async () => {
    fakeServer({ login: () => ({ status: 401, body: { error: 'Wrong email or password' } }) });
    const { store } = await openDialog('signIn');
    type(/^Email/, 'a@b.co');
    type(/^Password/, 'whatever');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Wrong email or password');
    expect(store.getState().auth.tokenKind).toBe('guest');
  });
});

describe('sign-in dialog in Hebrew', () => {
  inHebrew(loadUsersStrings);

  it("shows the server's refusal in Hebrew, by its code", async () => {
    fakeServer({ login: () => ({ status: 401, body: { error: 'Wrong email or password', code: 'WrongCredentials' } }) });
    await openDialog('signIn');
    type(/^אימייל/, 'a@b.co');
    type(/^סיסמה/, 'whatever');
    fireEvent.click(await screen.findByRole('button', { name: 'התחברות' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'אימייל או סיסמה שגויים');
  });

  it("shows a rule's problem in Hebrew, by the code of its English", async () => {
    fakeServer({});
    await openDialog('signIn');
    fireEvent.click(await screen.findByRole('button', { name: 'התחברות' }));
    expect(await screen.findByText('יש להזין אימייל')).toBeTruthy();
    expect(screen.getByText('יש להזין סיסמה')).toBeTruthy();
  });
});
