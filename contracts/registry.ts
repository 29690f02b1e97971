import './core/messages';
import { systemFeature } from './backoffice/system/feature';
import { settingsFeature } from './backoffice/settings/feature';
import { journeySettingsFeature } from './backoffice/journey-settings/feature';
import { identityUsersFeature } from './identity/users/feature';
import { feedbackFeature } from './marketplace/feedback/feature';
import { activityFeature } from './marketplace/activity/feature';
import { conversationsFeature } from './marketplace/conversations/feature';
import { deckFeature } from './marketplace/deck/feature';
import { inboxFeature } from './marketplace/inbox/feature';
import { jobsFeature } from './marketplace/jobs/feature';
import { orphanApplicationsFeature } from './marketplace/orphan-applications/feature';
import { creditsFeature } from './marketplace/credits/feature';
import { paymentsFeature } from './marketplace/payments/feature';
import { jobHistoryFeature } from './marketplace/job-history/feature';
import { journeyFeature } from './coaching/journey/feature';
import { journeyUsersFeature } from './coaching/journey-users/feature';
import { resumesFeature } from './marketplace/resumes/feature';
import { documentsFeature } from './coaching/documents/feature';
import { publicationFeature } from './coaching/publication/feature';
import { publishGridFeature } from './coaching/publish-grid/feature';
import { recruiterContactsFeature } from './coaching/recruiter-contacts/feature';
import { faqFeature } from './marketplace/faq/feature';
import { trackerFeature } from './coaching/tracker/feature';
import { offersFeature } from './coaching/offers/feature';
import { cardsFeature } from './marketplace/cards/feature';
import { onboardingFeature } from './coaching/onboarding/feature';
import { placesFeature } from './marketplace/places/feature';
import { kpisFeature } from './coaching/kpis/feature';
import { adminUsersFeature } from './identity/admin-users/feature';
import { clientsStatusFeature } from './backoffice/clients-status/feature';
import { partnersFeature } from './backoffice/partners/feature';
import { templatesFeature } from './backoffice/templates/feature';
import { interviewsReportFeature } from './backoffice/interviews-report/feature';
import { jobsFoundFeature } from './backoffice/jobs-found/feature';
import { statisticsFeature } from './backoffice/statistics/feature';
import { sitemapFeature } from './marketplace/sitemap/feature';
import { leadsFeature } from './backoffice/leads/feature';
import { companiesFeature } from './marketplace/companies/feature';
import { questionnairesFeature } from './backoffice/questionnaires/feature';
import { paymentLinkFeature } from './coaching/payment-link/feature';
import { pushFeature } from './backoffice/push/feature';
import { alertsFeature } from './marketplace/alerts/feature';
import { savedItemsFeature } from './marketplace/saved-items/feature';
import { reportsFeature } from './marketplace/reports/feature';
import { accountSettingsFeature } from './identity/account-settings/feature';
import { forumFeature } from './backoffice/forum/feature';
import { eventsFeature } from './backoffice/events/feature';
import { reviewsFeature } from './backoffice/reviews/feature';
import { marketingFeature } from './backoffice/marketing/feature';

// Every feature, listed once. The call table (calls.ts), kysely's Database type (database.ts), the
// error catalogue (errors.ts), the live messages (live.ts) and the event registry (events.ts) are
// derived from this list; the server half of each feature is listed in ops/registry.ts.
export const features = [
  identityUsersFeature,
  jobsFeature,
  feedbackFeature,
  systemFeature,
  settingsFeature,
  journeySettingsFeature,
  creditsFeature,
  paymentsFeature,
  activityFeature,
  deckFeature,
  inboxFeature,
  conversationsFeature,
  orphanApplicationsFeature,
  jobHistoryFeature,
  journeyFeature,
  journeyUsersFeature,
  resumesFeature,
  documentsFeature,
  publicationFeature,
  publishGridFeature,
  recruiterContactsFeature,
  faqFeature,
  trackerFeature,
  offersFeature,
  cardsFeature,
  onboardingFeature,
  placesFeature,
  kpisFeature,
  clientsStatusFeature,
  interviewsReportFeature,
  jobsFoundFeature,
  statisticsFeature,
  sitemapFeature,
  leadsFeature,
  questionnairesFeature,
  paymentLinkFeature,
  pushFeature,
  companiesFeature,
  alertsFeature,
  savedItemsFeature,
  reportsFeature,
  accountSettingsFeature,
  forumFeature,
  eventsFeature,
  marketingFeature,
  partnersFeature,
  reviewsFeature,
  templatesFeature,
  // last: deleting a person (deleteUserByAdmin) is the last call the acts-for test makes
  adminUsersFeature,
] as const;

export type Feature = (typeof features)[number];
export type FeatureName = Feature['name'];
