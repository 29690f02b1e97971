import { errorMessagesOf } from '@contracts/core/errors';
import { identityErrors } from '@contracts/identity/users/errors';
import { identityMessages } from '@contracts/identity/users/messages';

// English texts of the 'users' namespace, loaded with the screens that use it; he.ts must have the same keys.
export const en = {
  // what the server and the form rules say, by code: the contracts' own English
  messages: identityMessages,
  errors: errorMessagesOf(identityErrors),
  auth: {
    signInTitle: 'Welcome back',
    signInSubtitle: 'Sign in to apply, match and manage your jobs.',
    signUpTitle: 'Create your account',
    signUpSubtitle: 'Join thousands of candidates and recruiters.',
    forgotTitle: 'Forgot your password?',
    forgotSubtitle: "Enter your email and we'll send you a link to choose a new one.",
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    firstName: 'First name',
    lastName: 'Last name',
    signIn: 'Sign In',
    signUp: 'Sign Up',
    sendReset: 'Send reset link',
    forgotLink: 'Forgot password?',
    noAccount: "Don't have an account?",
    createAccount: 'Sign up',
    haveAccount: 'Already have an account?',
    backToSignIn: 'Back to sign in',
    iWantTo: 'I want to',
    agreeBefore: 'By signing up you agree to the',
    agreeTerms: 'Terms of Use',
    agreeAnd: 'and the',
    agreePrivacy: 'Privacy Policy',
    findJob: 'Find a job',
    hireTalent: 'Hire talent',
    passwordsDiffer: 'Passwords do not match',
    welcome: 'Welcome, {{name}}',
  },
  newPassword: {
    title: 'Choose a new password',
    subtitle: 'Choose a new password for {{email}}.',
    password: 'New password',
    confirm: 'Confirm new password',
    submit: 'Save password',
    done: 'Your password was changed. You can sign in now.',
    doneTitle: 'Password changed',
    invalidLink: 'This link is missing its email or reset code. Ask for a new link from the sign-in dialog.',
    askAgain: 'Ask for a new link',
  },
} as const;
