import { usersScreens } from '../features/identity/users/users-screens';
import { profileScreens } from '../features/identity/users/profile/profile-screens';
import { faqScreens } from '../features/marketplace/faq/faq-screens';
import { activityScreens } from '../features/marketplace/activity/activity-screens';
import { deckScreens } from '../features/marketplace/deck/deck-screens';
import { jobsScreens } from '../features/marketplace/jobs/jobs-screens';
import { paymentsScreens } from '../features/marketplace/payments/payments-screens';
import { journeyScreens } from '../features/coaching/journey/journey-screens';
import { resumesScreens } from '../features/marketplace/resumes/resumes-screens';
import { publicationScreens } from '../features/coaching/publication/publication-screens';
import { onboardingScreens } from '../features/coaching/onboarding/onboarding-screens';
import { trackerScreens } from '../features/coaching/tracker/tracker-screens';
import { publishGridScreens } from '../features/coaching/publish-grid/publish-grid-screens';
import { recruiterContactsScreens } from '../features/coaching/recruiter-contacts/recruiter-contacts-screens';
import { kpiScreens } from '../features/coaching/kpis/kpis-screens';
import { settingsScreens } from '../features/backoffice/settings/settings-screens';
import { adminUsersScreens } from '../features/identity/admin-users/admin-users-screens';
import { landingScreens } from '../landing/landing-screens';
import { notFoundScreen, placeholderScreens } from '../shell/shell-screens';
import type { Screen } from './screen';

export type { PageAccess, PlaceholderPage, Screen } from './screen';

// Every screen of the specs, each feature's declared in its own folder: one line per feature here.
export const screens: readonly Screen[] = [
  ...landingScreens,
  ...jobsScreens,
  ...usersScreens,
  ...profileScreens,
  ...faqScreens,
  ...activityScreens,
  ...deckScreens,
  ...paymentsScreens,
  ...journeyScreens,
  ...resumesScreens,
  ...publicationScreens,
  ...onboardingScreens,
  ...trackerScreens,
  ...publishGridScreens,
  ...recruiterContactsScreens,
  ...kpiScreens,
  ...settingsScreens,
  ...adminUsersScreens,
  ...placeholderScreens,
  // last: it takes every address the others do not
  ...notFoundScreen,
];
