// Stream ids of the jobs-and-offers feature are built only here.

// One client's jobs and offers: signing an offer turns it into a job, one decision on one stream.
export const offersStreamId = (userId: string): string => `offers-${userId}`;

// One client's side projects.
export const talentProjectsStreamId = (userId: string): string => `talent-projects-${userId}`;

export const OFFERS_STREAM_PREFIX = 'offers-';
export const TALENT_PROJECTS_STREAM_PREFIX = 'talent-projects-';
