// One stream per seeker × job: apply and connect for a pair both append to it with the expected
// version, so a pair can match only once however the two arrive.
export const applicationStreamId = (jobId: string, seekerId: string): string => `application-${jobId}-${seekerId}`;

// A seeker's free applications, counted per month; appended together with each application.
export const applyQuotaStreamId = (seekerId: string): string => `apply-quota-${seekerId}`;

// A match (or any pair) is named by its job and seeker; ids never hold ':'.
export const matchId = (jobId: string, seekerId: string): string => `${jobId}:${seekerId}`;

export const parseMatchId = (id: string): { jobId: string; seekerId: string } | null => {
  const at = id.indexOf(':');
  if (at <= 0 || at === id.length - 1) return null;
  return { jobId: id.slice(0, at), seekerId: id.slice(at + 1) };
};
