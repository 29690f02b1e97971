import type { Role } from '../../identity/users/use-current-user';
import { activityArgs, activityApi } from './activity-api';

// The Activity tab's badge dot: seekers with job suggestions or matches, recruiters with applicants
// or matches. Read from the list the Activity screen opens on, so the two share one cache entry.
export const useActivityDot = (role: Role): boolean => {
  const view = role === 'recruiter' ? 'applicants' : 'jobsSuggestion';
  const { data } = activityApi.useGetUserActivityQuery(activityArgs(view), { skip: role === 'anonymous' });
  if (!data) return false;
  const { flags } = data;
  return role === 'recruiter' ? flags.hasApplicants || flags.hasMatchesRec : flags.hasJobsSuggestion || flags.hasMatchesCan;
};
