import { api } from '../../../app/api';

// The jobs feature's cache tags: { type: 'Job', id } per job, and the two lists below. Apart from
// jobs-api.ts so that the session (first bundle) and other features' endpoints can name them
// without loading the jobs endpoints and their schemas.
export const jobTagged = api.enhanceEndpoints({ addTagTypes: ['Job'] });

// Every job search shares this tag; one user's own jobs (My Jobs) have their own.
export const JOB_LIST = { type: 'Job', id: 'LIST' } as const;
export const MY_JOBS = { type: 'Job', id: 'MINE' } as const;
