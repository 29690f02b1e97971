import type { Role } from '../features/identity/users/use-current-user';

export type NavTab = { to: string; label: 'nav.jobs' | 'nav.activity' | 'nav.resumes' | 'nav.myJobs' };

const jobs: NavTab = { to: '/jobs', label: 'nav.jobs' };
const activity: NavTab = { to: '/activity', label: 'nav.activity' };
const resumes: NavTab = { to: '/resumes', label: 'nav.resumes' };
const myJobs: NavTab = { to: '/myJobs', label: 'nav.myJobs' };

// Candidates: Jobs, Activity, Resumes. Recruiters: Resumes, Activity, My Jobs. Visitors: Jobs, Resumes.
export const tabsFor = (role: Role): NavTab[] => {
  if (role === 'seeker') return [jobs, activity, resumes];
  if (role === 'recruiter') return [resumes, activity, myJobs];
  return [jobs, resumes];
};

export const activeTab = (pathname: string, tabs: NavTab[]): string | false => {
  const section = `/${pathname.split('/')[1] ?? ''}`;
  return tabs.find((tab) => tab.to === section)?.to ?? false;
};

export const showsPostJobsFree = (pathname: string): boolean => !pathname.startsWith('/myJobs');
