import { recruiterActivityViews, seekerActivityViews, type ActivityFlags, type ActivityView } from '@contracts/marketplace/activity/activity';
import type { Role } from '../../identity/users/use-current-user';

export const viewsOf = (role: Role): readonly ActivityView[] => (role === 'recruiter' ? recruiterActivityViews : seekerActivityViews);

// The spec: the view is checked against the role's list; the second entry is the default.
export const validView = (role: Role, requested: string | undefined): ActivityView => {
  const views = viewsOf(role);
  return views.find((view) => view === requested) ?? views[1]!;
};

const flagOf: Partial<Record<ActivityView, keyof ActivityFlags>> = {
  jobsSuggestion: 'hasJobsSuggestion',
  matchesCan: 'hasMatchesCan',
  applicants: 'hasApplicants',
  matchesRec: 'hasMatchesRec',
};
export const hasDot = (view: ActivityView, flags: ActivityFlags | undefined): boolean => {
  const flag = flagOf[view];
  return !!flag && !!flags?.[flag];
};
