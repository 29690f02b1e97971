import { isApproachType } from '../../coaching/tracker/lists';

// The counters the statistics projection keeps, one row per (metric, week). A flow counts what
// happened in a week (sign-ups, applications); a level is read as the sum of its weeks up to a
// week's end (jobs posted minus closed = active jobs; a journey's status entered minus left).
// Counts that are "as of now" (the categories) have the week ''.
export const metric = {
  signups: (role: SignupRole) => `signups.${role}`,
  jobsPosted: 'jobs.posted',
  jobsClosed: 'jobs.closed',
  applications: 'applications',
  matches: 'matches',
  payments: (kind: PaymentKind) => `payments.${kind}`,
  revenue: (kind: PaymentKind, currency: string) => `revenue.${kind}.${currency}`,
  journeyStatus: (status: string) => `journeys.status.${status}`,
  partsSent: 'publications.parts',
  cyclesOpened: 'publications.cycles',
  interviews: (stage: InterviewStage) => `interviews.${stage}`,
  offersAdded: 'offers.added',
  offersSigned: 'offers.signed',
  category: (kind: CategoryKind, category: CategoryKey) => `category.${kind}.${category}`,
  tag: (kind: CategoryKind, tag: string) => `tag.${kind}.${tag}`,
} as const;

export const NOW_WEEK = '';

export const signupRoles = ['seeker', 'recruiter'] as const;
export type SignupRole = (typeof signupRoles)[number];

// 'pro': the marketplace's Pro plan; 'coaching': every other kind of payment (the coaching
// service's payment links).
export const paymentKinds = ['pro', 'coaching'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export const paymentKindOf = (method: string | null | undefined): PaymentKind => (method === undefined || method === null || method === 'pro' ? 'pro' : 'coaching');

// An interview's stage, from its type: a first approach, a screening call, an interview, a home
// assignment.
export const interviewStages = ['approach', 'screening', 'interview', 'assignment'] as const;
export type InterviewStage = (typeof interviewStages)[number];
export function stageOf(type: string | null | undefined): InterviewStage {
  if (!type) return 'interview';
  if (isApproachType(type)) return 'approach';
  if (type === 'Screening Interview') return 'screening';
  if (type === 'Home Assignment') return 'assignment';
  return 'interview';
}

// getCATData's categories: the landing page's eight, and 'other' for what none of them names.
export const categoryKinds = ['jobs', 'resumes'] as const;
export type CategoryKind = (typeof categoryKinds)[number];

const categoryRules = {
  qa: { label: 'QA', words: ['qa', 'quality assurance', 'tester'] },
  junior: { label: 'Junior', words: ['junior', 'entry level', 'graduate'] },
  software: { label: 'Software', words: ['software', 'developer', 'engineer', 'devops', 'programmer'] },
  productManager: { label: 'Product Manager', words: ['product manager', 'product owner'] },
  administration: { label: 'Administration', words: ['administration', 'administrator', 'office', 'secretary'] },
  humanResources: { label: 'Human Resources', words: ['human resources', 'hr', 'recruiter', 'recruiting', 'talent acquisition'] },
  marketingSales: { label: 'Marketing / Sales', words: ['marketing', 'sales', 'account executive', 'business development'] },
  remote: { label: 'Remote', words: ['remote', 'work from home'] },
} as const;
export const categoryKeys = ['qa', 'junior', 'software', 'productManager', 'administration', 'humanResources', 'marketingSales', 'remote', 'other'] as const satisfies readonly (keyof typeof categoryRules | 'other')[];
export type CategoryKey = (typeof categoryKeys)[number];
export const categoryLabel = (key: CategoryKey): string => (key === 'other' ? 'Other' : categoryRules[key].label);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const matchers = Object.entries(categoryRules).map(([key, rule]) => ({
  key: key as CategoryKey,
  label: rule.label.toLowerCase(),
  title: new RegExp(`(^|[^a-z])(${rule.words.map(escape).join('|')})([^a-z]|$)`, 'i'),
}));

// The categories a job or a resume is in: a tag that is the category's name, or a title that has
// one of its words. One may be in several; in none, it is 'other'.
export function categoriesOf(title: string | null | undefined, tags: readonly string[] | null | undefined): CategoryKey[] {
  const lowered = new Set((tags ?? []).map((t) => t.trim().toLowerCase()));
  const found = matchers.filter((m) => lowered.has(m.label) || (title ? m.title.test(title) : false)).map((m) => m.key);
  return found.length ? found : ['other'];
}
