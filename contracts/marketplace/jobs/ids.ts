export const jobStreamId = (jobId: string): string => `job-${jobId}`;

// The active-job quota of one recruiter: every activation and deactivation goes through it, so the
// limit holds however many requests arrive at once.
export const jobSlotsStreamId = (ownerId: string): string => `job-slots-${ownerId}`;
