import { defineErrors } from '../../core/feature';

export const identityErrors = defineErrors({
  WrongCredentials: { status: 401, message: 'Wrong email or password' },
  EmailTaken: { status: 409, message: 'An account with this email already exists' },
  PasswordsDiffer: { status: 400, message: 'Passwords do not match' },
  CaptchaFailed: { status: 400, message: 'We could not verify that you are human, please try again' },
  ResetCodeInvalid: { status: 400, message: 'This reset link is not valid, please ask for a new one' },
  // an admin excluded the account (excludeUserByAdminAndGetUsers): no sign-in, no session, until let back
  AccountExcluded: { status: 403, message: 'This account was closed by the site administrators' },
  ResetCodeExpired: { status: 400, message: 'Reset password link expired' },
});
