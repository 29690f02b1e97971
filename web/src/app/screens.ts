import { usersScreens } from '../features/identity/users/users-screens';
import { activityScreens } from '../features/marketplace/activity/activity-screens';
import { deckScreens } from '../features/marketplace/deck/deck-screens';
import { jobsScreens } from '../features/marketplace/jobs/jobs-screens';
import { paymentsScreens } from '../features/marketplace/payments/payments-screens';
import { landingScreens } from '../landing/landing-screens';
import { notFoundScreen, placeholderScreens } from '../shell/shell-screens';
import type { Screen } from './screen';

export type { PageAccess, PlaceholderPage, Screen } from './screen';

// Every screen of the specs, each feature's declared in its own folder: one line per feature here.
export const screens: readonly Screen[] = [
  ...landingScreens,
  ...jobsScreens,
  ...usersScreens,
  ...activityScreens,
  ...deckScreens,
  ...paymentsScreens,
  ...placeholderScreens,
  // last: it takes every address the others do not
  ...notFoundScreen,
];
