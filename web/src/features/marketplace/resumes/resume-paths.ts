import type { ResumeListItem } from '@contracts/marketplace/resumes/resume';

// /resumes/{company-title-location}-{id}: the id is the slug's last part, so a deep link opens the resume.
export const resumePath = (resume: Pick<ResumeListItem, 'slug'>): string => `/resumes/${encodeURIComponent(resume.slug)}`;
