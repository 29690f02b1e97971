// The interview tracker's fixed lists (coaching spec §3, §4, §9).

export const interviewStatuses = [
  'Interviewing',
  'Got an Offer',
  'They said no',
  'I said no',
  'In process',
  'Waiting for feedback',
  'Last Stage Interview',
  'Just Took Information',
] as const;
export type InterviewStatus = (typeof interviewStatuses)[number];
export const DEFAULT_STATUS: InterviewStatus = 'Interviewing';

// These three only set the status form's value: the change is made by its Save.
export const statusesNeedingSave: readonly InterviewStatus[] = ['Got an Offer', 'They said no', 'I said no'];
// The refusals ask for a reason (feedback).
export const refusalStatuses: readonly InterviewStatus[] = ['They said no', 'I said no'];
// A group with one of these is no longer a main process (the rejection reasons of §3).
export const closedStatuses: readonly InterviewStatus[] = ['They said no', 'I said no', 'Just Took Information'];
// After these the client is asked for the company's feedback.
export const feedbackPromptStatuses: readonly InterviewStatus[] = ['They said no', 'Waiting for feedback'];

export const channels = ['Call', 'Email', 'On-Site', 'Video', 'Linkedin', 'WhatsApp'] as const;
export type Channel = (typeof channels)[number];

type TypeRule = { approach: boolean; channel: Channel | null; channelOptions: readonly Channel[] };
const approach = (channel: Channel, channelOptions: readonly Channel[] = []): TypeRule => ({ approach: true, channel, channelOptions });
const meeting = (channel: Channel | null, channelOptions: readonly Channel[]): TypeRule => ({ approach: false, channel, channelOptions });

// Each interview type: whether it is an approach, its default channel and the channels offered.
export const interviewTypeRules = {
  'Self Application': approach('Email'),
  'Recruiter Call (Introduction)': approach('Call', ['Call', 'Video']),
  'Self Submitted Application': approach('Email'),
  'Incoming Email (First contact)': approach('Email'),
  'Recruiter Call (Follow up)': approach('Call', ['Call', 'Video']),
  'Linkedin Approach': approach('Linkedin'),
  'WhatsApp Approach': approach('WhatsApp'),
  'Email Approach': approach('Email'),
  'Screening Interview': meeting('Call', ['Call', 'Video']),
  'HR Interview': meeting('Call', ['Call', 'On-Site', 'Video']),
  'Professional Interview': meeting('On-Site', ['On-Site', 'Video']),
  'Hiring Manager Interview': meeting('On-Site', ['On-Site', 'Video']),
  'Diagnostic Interview': meeting('On-Site', ['On-Site', 'Video']),
  'Case Interview': meeting('On-Site', ['On-Site', 'Video']),
  'Presentation Interview': meeting('On-Site', ['On-Site', 'Video']),
  'Technical Interview': meeting('Video', ['Call', 'On-Site', 'Video']),
  'Home Assignment': meeting(null, []),
} as const satisfies Record<string, TypeRule>;
export type InterviewType = keyof typeof interviewTypeRules;
export const interviewTypes = Object.keys(interviewTypeRules) as InterviewType[];
export const DEFAULT_TYPE: InterviewType = 'HR Interview';
export const HOME_ASSIGNMENT: InterviewType = 'Home Assignment';
export const approachTypes = interviewTypes.filter((t) => interviewTypeRules[t].approach);

export const ruleOf = (type: string): TypeRule | null => (type in interviewTypeRules ? interviewTypeRules[type as InterviewType] : null);
export const isApproachType = (type: string): boolean => ruleOf(type)?.approach ?? false;

export const assignmentTypes = ['Home test', 'Case study', 'Presentation', 'Coding task', 'Other'] as const;

// The stage names with their fixed colours; other stages get a colour derived from the name.
export const stageColours: Readonly<Record<string, string>> = {
  'Self Application': '#8e24aa',
  'Recruiter Call (Introduction)': '#5e35b1',
  'Self Submitted Application': '#3949ab',
  'Incoming Email (First contact)': '#1e88e5',
  'Recruiter Call (Follow up)': '#039be5',
  'Screening Interview': '#00acc1',
  'HR Interview': '#00897b',
  'Professional Interview': '#43a047',
  'Hiring Manager Interview': '#7cb342',
  'Diagnostic Interview': '#c0ca33',
  'Case Interview': '#fdd835',
  'Presentation Interview': '#ffb300',
  'Technical Interview': '#fb8c00',
  Assignment: '#f4511e',
  'Home Assignment': '#f4511e',
};

export function stageColour(stage: string): string {
  const fixed = stageColours[stage];
  if (fixed) return fixed;
  let hash = 0;
  for (const ch of stage) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360}, 55%, 45%)`;
}

// The form's field sets, by type: an approach has a contact, not an interviewer or a place.
export const fieldSets = ['default', 'location', 'interviewer', 'comment', 'csComment', 'contact', 'status'] as const;
export type FieldSet = (typeof fieldSets)[number];
export function fieldSetsOf(type: string): FieldSet[] {
  if (isApproachType(type)) return ['default', 'contact', 'comment', 'csComment', 'status'];
  if (type === HOME_ASSIGNMENT) return ['default', 'comment', 'csComment', 'status'];
  return ['default', 'location', 'interviewer', 'comment', 'csComment', 'status'];
}

// The numeric rating fields an interview keeps (1 to 5), named by the server.
export const ratingsFields = [
  { name: 'rating', min: 1, max: 5 },
  { name: 'interviewProcess', min: 1, max: 5 },
  { name: 'difficulty', min: 1, max: 5 },
] as const;

// The kinds of manager summary on the full journey timeline.
export const summaryTypes = ['Cycle summary', 'Monthly summary', 'Interview preparation', 'Offer negotiation', 'Service summary', 'Other'] as const;

// Main Processes: this many shown before Show More.
export const MAIN_PROCESSES_SHOWN = 3;
// The company search starts after more than this many characters, and asks for this many.
export const COMPANY_SEARCH_AFTER = 2;
// The 'Copied' toast hides after this long.
export const COPIED_TOAST_MS = 2000;

// Professional titles by category, offered as title groups.
export const titleOptions: readonly { title: string; category: string }[] = [
  ...['Software Engineer', 'Frontend Developer', 'Backend Developer', 'Full Stack Developer', 'DevOps Engineer', 'QA Engineer', 'Data Engineer', 'Team Lead', 'Engineering Manager', 'CTO'].map((title) => ({ title, category: 'Engineering' })),
  ...['Data Analyst', 'Data Scientist', 'BI Developer', 'Business Analyst'].map((title) => ({ title, category: 'Data' })),
  ...['Product Manager', 'Product Owner', 'UX Designer', 'UI Designer', 'Product Designer'].map((title) => ({ title, category: 'Product & Design' })),
  ...['Marketing Manager', 'Content Writer', 'SEO Specialist', 'Growth Manager', 'Social Media Manager'].map((title) => ({ title, category: 'Marketing' })),
  ...['Account Manager', 'Sales Representative', 'Customer Success Manager', 'Business Development Manager'].map((title) => ({ title, category: 'Sales & Customers' })),
  ...['Project Manager', 'Operations Manager', 'Office Manager', 'Recruiter', 'HR Manager'].map((title) => ({ title, category: 'Operations & People' })),
  ...['Accountant', 'Financial Analyst', 'Controller', 'CFO'].map((title) => ({ title, category: 'Finance' })),
];

// Service days: from the service's start to its end (signedDate) or today, minus the days frozen
// within it, each count rounded from milliseconds / 86400000.
export function serviceDays(start: string, end: string, freezes: readonly { start: string; end: string | null }[]): number {
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (!(to > from)) return 0;
  let frozen = 0;
  for (const f of freezes) {
    const a = Math.max(from, Date.parse(f.start));
    const b = Math.min(to, f.end ? Date.parse(f.end) : to);
    if (b > a) frozen += Math.round((b - a) / 86_400_000);
  }
  return Math.max(0, Math.round((to - from) / 86_400_000) - frozen);
}
