import { coreErrors, errorMessagesOf } from '../../../../contracts/core/errors';
import { coreMessages } from '../../../../contracts/core/messages';

// English texts of the shell (top bar, menus, footer, notices, placeholder pages): the only strings in the first bundle; he.ts must have the same keys.
export const en = {
  // what the platform's rules and errors say, by code: the contracts' own English
  messages: coreMessages,
  errors: errorMessagesOf(coreErrors),
  brand: { name: 'JobSwipe', pro: 'Pro', home: 'JobSwipe home' },
  common: {
    loading: 'Loading...',
    cancel: 'Cancel',
    close: 'Close',
    back: 'Back',
    ok: 'OK',
    yes: 'Yes',
    no: 'No',
    error: 'Error',
    somethingWentWrong: 'Something went wrong',
    signIn: 'Sign In',
    language: 'Language',
    retry: 'Try again',
    required: 'Required',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  nav: {
    main: 'Main navigation',
    jobs: 'Jobs',
    activity: 'Activity',
    resumes: 'Resumes',
    myJobs: 'My Jobs',
    postJobsFree: 'Post Jobs Free',
  },
  menu: {
    open: 'Open account menu',
    adminGroup: 'JobSwipe admin',
    reports: 'Reports',
    users: 'Users',
    payments: 'Payments',
    sendPush: 'Send Push',
    adminSettings: 'Settings',
    profile: 'Profile',
    settings: 'Settings',
    saved: 'Saved',
    alerts: 'Alerts',
    switchToRecruiter: 'Switch to recruiter',
    switchToCandidate: 'Switch to candidate',
    postJobsFree: 'Post jobs free',
    feedback: 'Submit feedback',
    logout: 'Log Out',
    candidate: 'Candidate',
    recruiter: 'Recruiter',
  },
  notice: {
    switchedToRecruiter: 'Switched to recruiter',
    switchedToCandidate: 'Switched to candidate',
    messageTitle: 'Message',
    emailConfirmedTitle: 'Email confirmation',
    signedOut: 'You signed out',
  },
  search: {
    lookingFor: "I'm looking for",
    near: 'near',
    keywords: 'Keywords',
    keywordsPlaceholder: 'Job title, skill or company',
    location: 'Location',
    locationPlaceholder: 'City or region',
    typeLocation: 'Type a Location',
    submit: 'Search',
  },
  footer: {
    terms: 'Terms of Use',
    privacy: 'Privacy Policy',
    rights: '© {{year}} JobSwipe. All rights reserved.',
    tagline: 'Jobs and talent, one swipe apart.',
  },
  pages: {
    comingSoon: 'Coming soon',
    backHome: 'Back to home',
    notFoundTitle: 'Page not found',
    notFoundText: "The page you're looking for doesn't exist or has moved.",
    adminOnly: 'Only administrators can see this page.',
    signInRequired: 'Sign in to see this page.',
    resumes: {
      title: 'Resumes',
      text: 'Browse talent profiles and resumes, filtered by skills, location and seniority.',
    },
    activity: {
      title: 'Activity',
      text: 'Your applications, matches and job suggestions, updated live.',
    },
    profile: {
      title: 'Profile',
      text: 'Your resume profile: experience, education, skills and an uploaded resume.',
    },
    settings: {
      title: 'Settings',
      text: 'Account settings: email, password, notifications and visibility on search engines.',
    },
    saved: {
      title: 'Saved items',
      text: 'Jobs and resumes you bookmarked to come back to later.',
    },
    alerts: { title: 'Alerts', text: 'Daily email alerts for the searches you care about.' },
    companies: {
      title: 'Companies',
      text: 'Company pages with reviews, interview experiences and open jobs.',
    },
    terms: { title: 'Terms of Use', text: 'The terms that apply when you use JobSwipe.' },
    privacy: {
      title: 'Privacy Policy',
      text: 'How JobSwipe collects, uses and protects your personal data.',
    },
    reports: {
      title: 'Reports',
      text: 'Reported jobs, profiles and reviews waiting for a decision.',
    },
    users: { title: 'Users', text: 'Search users, edit credits and Pro plans.' },
    payments: { title: 'Payments', text: 'Pro plan payments by date range.' },
    sendPush: {
      title: 'Send push notifications',
      text: 'Send a push notification to a group of users.',
    },
    jsSettings: { title: 'Site settings', text: 'Product-wide settings for administrators.' },
  },
} as const;

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type Translation = Texts<typeof en>;
