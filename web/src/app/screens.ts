import { usersScreens } from '../features/identity/users/users-screens';
import { profileScreens } from '../features/identity/users/profile/profile-screens';
import { faqScreens } from '../features/marketplace/faq/faq-screens';
import { activityScreens } from '../features/marketplace/activity/activity-screens';
import { deckScreens } from '../features/marketplace/deck/deck-screens';
import { jobsScreens } from '../features/marketplace/jobs/jobs-screens';
import { paymentsScreens } from '../features/marketplace/payments/payments-screens';
import { journeyScreens } from '../features/coaching/journey/journey-screens';
import { journeyUsersScreens } from '../features/coaching/journey-users/journey-users-screens';
import { resumesScreens } from '../features/marketplace/resumes/resumes-screens';
import { publicationScreens } from '../features/coaching/publication/publication-screens';
import { onboardingScreens } from '../features/coaching/onboarding/onboarding-screens';
import { trackerScreens } from '../features/coaching/tracker/tracker-screens';
import { publishGridScreens } from '../features/coaching/publish-grid/publish-grid-screens';
import { recruiterContactsScreens } from '../features/coaching/recruiter-contacts/recruiter-contacts-screens';
import { kpiScreens } from '../features/coaching/kpis/kpis-screens';
import { settingsScreens } from '../features/backoffice/settings/settings-screens';
import { journeySettingsScreens } from '../features/backoffice/journey-settings/journey-settings-screens';
import { adminUsersScreens } from '../features/identity/admin-users/admin-users-screens';
import { clientsStatusScreens } from '../features/backoffice/clients-status/clients-status-screens';
import { partnersScreens } from '../features/backoffice/partners/partners-screens';
import { reviewsScreens } from '../features/backoffice/reviews/reviews-screens';
import { interviewsReportScreens } from '../features/backoffice/interviews-report/interviews-report-screens';
import { jobsFoundScreens } from '../features/backoffice/jobs-found/jobs-found-screens';
import { statisticsScreens } from '../features/backoffice/statistics/statistics-screens';
import { leadsScreens } from '../features/backoffice/leads/leads-screens';
import { marketingScreens } from '../features/backoffice/marketing/marketing-screens';
import { forumScreens } from '../features/backoffice/forum/forum-screens';
import { eventsScreens } from '../features/backoffice/events/events-screens';
import { questionnairesScreens } from '../features/backoffice/questionnaires/questionnaires-screens';
import { paymentLinkScreens } from '../features/coaching/payment-link/payment-link-screens';
import { pushScreens } from '../features/backoffice/push/push-screens';
import { templatesScreens } from '../features/backoffice/templates/templates-screens';
import { companiesScreens } from '../features/marketplace/companies/companies-screens';
import { alertsScreens } from '../features/marketplace/alerts/alerts-screens';
import { savedItemsScreens } from '../features/marketplace/saved-items/saved-items-screens';
import { reportsScreens } from '../features/marketplace/reports/reports-screens';
import { accountSettingsScreens } from '../features/identity/account-settings/account-settings-screens';
import { landingScreens } from '../landing/landing-screens';
import { notFoundScreen } from '../shell/shell-screens';
import type { Screen } from './screen';

export type { PageAccess, Screen } from './screen';

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
  ...journeyUsersScreens,
  ...resumesScreens,
  ...publicationScreens,
  ...onboardingScreens,
  ...trackerScreens,
  ...publishGridScreens,
  ...recruiterContactsScreens,
  ...kpiScreens,
  ...settingsScreens,
  ...journeySettingsScreens,
  ...adminUsersScreens,
  ...clientsStatusScreens,
  ...partnersScreens,
  ...reviewsScreens,
  ...interviewsReportScreens,
  ...jobsFoundScreens,
  ...statisticsScreens,
  ...leadsScreens,
  ...marketingScreens,
  ...forumScreens,
  ...eventsScreens,
  ...questionnairesScreens,
  ...paymentLinkScreens,
  ...pushScreens,
  ...templatesScreens,
  ...companiesScreens,
  ...alertsScreens,
  ...savedItemsScreens,
  ...reportsScreens,
  ...accountSettingsScreens,
  // last: it takes every address the others do not
  ...notFoundScreen,
];
