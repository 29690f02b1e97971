// The kinds of work a job offers and a seeker wants, apart from their schemas (user.ts): the lists'
// filter bar offers them on the first screen, which loads no schema library.
export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const seniorityLevels = ['Junior', 'Mid-Level', 'Senior'] as const;
export type SeniorityLevel = (typeof seniorityLevels)[number];
