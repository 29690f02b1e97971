import { defineMessages } from '../../core/messages';

// What applying without an account says, by code (the web's orphan-applications locales translate them).
export const orphanMessages = defineMessages({
  ApplicationSent: 'Your application was sent',
  AlreadyApplied: 'You already applied to this job',
  AccountReady: 'Your account is ready: we sent you an email to confirm your address',
  SignedInAlready: 'You are already signed in',
  // the dialog's own texts (marketplace spec §8), from the server too
  ResumeTooLarge: 'File too big - 500 KB Max',
  ResumeTypeRefused: 'Invalid extension',
});
