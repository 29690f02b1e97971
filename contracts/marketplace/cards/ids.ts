// A job's watches: one stream per job, apart from the job's own stream so that opening a card never
// contends with the recruiter's edits.
export const jobWatchStreamId = (jobId: string): string => `watch-${jobId}`;

// Searches, one stream per list and day: bounded streams, no person in them.
export const searchLogStreamId = (histogramType: string, day: string): string => `search-log-${histogramType}-${day}`;
