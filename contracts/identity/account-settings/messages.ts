import { defineMessages } from '../../core/messages';

// What the account settings' rules and answers say, by code (the web's settings locales translate them).
export const accountSettingsMessages = defineMessages({
  CurrentPasswordRequired: 'Enter your current password',
  CurrentPasswordWrong: 'Your current password is not right',
  NewPasswordSameAsCurrent: 'Choose a new password other than your current one',
  NewPasswordsDiffer: 'The new passwords do not match',
  EmailChangeSame: 'This is your email already',
  EmailChangeSent: 'We sent a link to {{email}}: open it within 24 hours to change your email. Until then you sign in with your current one',
  EmailChangeLinkInvalid: 'This link to change your email is not valid: ask for a new one in Settings',
  EmailChangeLinkExpired: 'Confirm link expired',
  EmailChangeDone: 'Your email has successfully changed.',
  EmailChangeTaken: 'Another account uses this email now, so yours was not changed',
  PasswordChangedHere: 'Your password was changed: you stay signed in here, and every other device is signed out',
});
