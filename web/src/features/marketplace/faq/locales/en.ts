// English texts of the 'faq' namespace; he.ts must have the same keys.
export const en = {
  title: 'Frequently asked questions',
  intro: 'Answers to what people ask us most.',
  loading: 'Loading…',
  failed: 'We could not load the questions.',
  retry: 'Try again',
  topics: { seekers: 'Job seekers', recruiters: 'Recruiters', account: 'Your account', pro: 'Pro' },
} as const;
