import { defineMessages } from '../../core/messages';

// What identity's rules and answers say, by code (the web's users locales translate them).
export const identityMessages = defineMessages({
  EmailRequired: 'Email is required',
  EmailTooLong: 'Email is too long',
  PasswordRequired: 'Password is required',
  PasswordToConfirm: 'Enter your password to confirm',
  PasswordNotRight: 'The password is not right',
  ResetCodeMissing: 'The reset code is missing',
  AccountNotFound: 'This account does not exist',
  CheckYourInbox: 'We sent you an email, please check your inbox',
  ConfirmLinkInvalid: 'This confirmation link is not valid',
  ConfirmLinkExpired: 'Confirm signup link expired',
  EmailConfirmed: 'Your email has successfully confirmed.',
  ResetLinkSent: 'If an account exists for this email, we sent you a link to choose a new password',
  PasswordChanged: 'Your password was changed, you can sign in now',
  SignedOutEverywhere: 'You are signed out on every device',
  AccountDeleted: 'Your account was deleted',
  SwitchedToRecruiter: 'Switched to recruiter',
  SwitchedToCandidate: 'Switched to candidate',
});
