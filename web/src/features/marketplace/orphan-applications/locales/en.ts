import { errorMessagesOf } from '@contracts/core/errors';
import { orphanApplicationErrors } from '@contracts/marketplace/orphan-applications/errors';
import { orphanMessages } from '@contracts/marketplace/orphan-applications/messages';

// English texts of the 'orphan-applications' namespace (applying without an account); he.ts must have the same keys.
export const en = {
  // what the server and the form rules say, by code: the contracts' own English
  messages: orphanMessages,
  errors: errorMessagesOf(orphanApplicationErrors),
  orphan: {
    applyWithoutAccount: 'Apply without an account',
    title: 'Apply without an account',
    text: 'Send your CV to the recruiter. You can create an account afterwards.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    file: 'Your CV',
    chooseFile: 'Choose a file',
    noFile: 'No file chosen',
    fileHint: 'PDF, DOC or DOCX, 500 KB at most',
    apply: 'Apply',
    cancel: 'Cancel',
    failed: 'Something went wrong',
    sentTitle: 'Your application was sent',
    alreadySent: 'You already applied to this job with this email',
    sentText: 'Set a password to create your account: you will follow your applications under My Applications.',
    setPassword: 'Set a password',
    notNow: 'Not now',
    passwordTitle: 'Create your account',
    password: 'Password',
    confirmPassword: 'Confirm password',
    passwordsDiffer: 'Passwords do not match',
    create: 'Create account',
    created: 'Your account is ready',
  },
};
