import { accountSettingsMessages } from '@contracts/identity/account-settings/messages';

// /settings, /terms and /privacy, in English.
export const en = {
  messages: accountSettingsMessages,
  title: 'Settings',
  language: { title: 'Language', text: 'The language of every screen and of the mail we send you, kept with your account.' },
  account: {
    title: 'Account',
    text: 'The address you sign in with and we write to. To change it, enter the new one and your password: we mail a link to the new address, and the change is made when you open it.',
    email: 'Email',
    newEmail: 'New email',
    password: 'Your password',
    change: 'Change email',
  },
  emailChange: { title: 'Your new email', checking: 'Checking the link…', toSettings: 'Go to Settings', failed: 'The link could not be checked.' },
  password: {
    title: 'Password',
    text: 'Enter your current password, then the new one twice. Other devices are signed out; this one stays signed in.',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm the new password',
    submit: 'Change password',
  },
  data: { title: 'My data', text: 'Download everything we keep about you: your account, your jobs and the history of your records, as one JSON file.', download: 'Download my data' },
  delete: {
    title: 'Delete my account',
    text: 'Your account goes for good: your personal data becomes unreadable everywhere, your jobs and resume leave every list, and your email is free to sign up again.',
    password: 'Your password, to confirm',
    passwordNeeded: 'Enter your password to confirm',
    submit: 'Delete my account',
    confirmTitle: 'Delete your account for good?',
    confirmText: 'This cannot be undone. Your profile, resume, jobs, applications and saved items go with it.',
    doneTitle: 'Account deleted',
    done: 'Your account was deleted. Thank you for having been with us.',
    failed: 'Your account could not be deleted.',
  },
  legal: { updated: 'Last updated: November 2026', seePrivacy: 'Read the Privacy Policy', seeTerms: 'Read the Terms of Use' },
  terms: {
    title: 'Terms of Use',
    intro: 'JobSwipe connects people looking for work with the people hiring them. By creating an account or using the site you agree to these terms.',
    accounts: { title: 'Your account', body: 'Give your real name and an email address you read. Keep your password to yourself: you are responsible for what is done with your account. One person, one account.' },
    content: {
      title: 'What you post',
      body: 'Jobs, profiles, resumes, reviews and messages must be true, lawful and your own to share. No discrimination, no requests for money from candidates, no spam, no one else’s personal details. You keep your rights in what you post and let us show it on the site for as long as you keep it there.',
    },
    reports: {
      title: 'Reports and moderation',
      body: 'Anyone signed in can report a job, a profile, a review or an interview. The site’s administrators read every report and may ignore it, or delete the job, review or account it names. Each of their actions is recorded with the administrator who took it.',
    },
    pro: { title: 'The Pro plan', body: 'Pro is paid in advance for the months you choose and ends by itself at the end of them. Its features and prices are shown before you pay; the invoice is mailed to you.' },
    ending: { title: 'Leaving', body: 'You can delete your account at any time from Settings. We may close an account that breaks these terms; its owner can no longer sign in.' },
    liability: { title: 'No guarantee', body: 'We do our best to keep the site running and its listings honest, but we cannot promise a job or a hire, and we are not a party to what employers and candidates agree between them.' },
    changes: { title: 'Changes', body: 'When these terms change we say so on the site. Using the site after a change means you accept the new terms.' },
  },
  privacy: {
    title: 'Privacy Policy',
    intro: 'This page says what JobSwipe keeps about you, why, and how it is erased when you delete your account.',
    stored: {
      title: 'What we keep',
      body:
        'Your account: name, email, whether you look for work or hire, and a hash of your password (never the password itself).\n' +
        'Your profile and resume as you fill them in or upload them, and your picture.\n' +
        'What you do on the site: jobs you post, applications, connections and matches, messages, saved items, alerts and reports you make.\n' +
        'Payments for Pro: the amount, the date and the last four digits of the card (the card itself stays with the payment provider).',
    },
    events: {
      title: 'A history of changes',
      body: 'The site keeps every change as an entry in a history that is not rewritten: who changed what, and when. It lets us show the history of a job or a journey, find what went wrong, and answer an auditor.',
    },
    erasure: {
      title: 'When you delete your account',
      body: 'The personal data in that history is stored encrypted with a key of your own. Deleting your account destroys the key, so your name, email, phone, profile, resume and messages become unreadable in every entry, and every list drops them. Entries without personal data stay (for example that a job was posted, or a payment’s amount and date).',
    },
    shared: {
      title: 'Who sees what',
      body: 'Recruiters see the resumes of people who show them; your contact details are shown after a match, for a credit, or to Pro members, as the site explains where it applies. We do not sell your data.',
    },
    browser: { title: 'In your browser', body: 'The browser keeps your session token and your language choice. We use no advertising cookies.' },
    mail: { title: 'Mail', body: 'We mail you what concerns your account (confirmations, password resets, applications and matches) and, if you ask for them, job alerts. You can stop them at any time.' },
    rights: { title: 'Your rights', body: 'From Settings you can download everything we keep about you as a file, correct your profile, and delete your account. For anything else, send us feedback from the menu.' },
  },
};
