import { defineErrors } from '../../core/feature';

export const identityErrors = defineErrors({
  WrongCredentials: { status: 401, message: 'Wrong email or password' },
  EmailTaken: { status: 409, message: 'An account with this email already exists' },
  PasswordsDiffer: { status: 400, message: 'Passwords do not match' },
  CaptchaFailed: { status: 400, message: 'We could not verify that you are human, please try again' },
  ResetCodeInvalid: { status: 400, message: 'This reset link is not valid, please ask for a new one' },
  ResetCodeExpired: { status: 400, message: 'Reset password link expired' },
});
