import 'i18next';
import type { en as shell } from './locales/en';
import type { en as users } from '../features/identity/users/locales/en';
import type { en as feedback } from '../features/marketplace/feedback/locales/en';
import type { en as jobs } from '../features/marketplace/jobs/locales/en';
import type { en as landing } from '../landing/locales/en';
import type { en as orphanApplications } from '../features/marketplace/orphan-applications/locales/en';
import type { en as activity } from '../features/marketplace/activity/locales/en';
import type { en as conversations } from '../features/marketplace/conversations/locales/en';
import type { en as credits } from '../features/marketplace/credits/locales/en';
import type { en as deck } from '../features/marketplace/deck/locales/en';
import type { en as inbox } from '../features/marketplace/inbox/locales/en';
import type { en as payments } from '../features/marketplace/payments/locales/en';
import type { en as jobHistory } from '../features/marketplace/job-history/locales/en';
import type { en as system } from '../features/backoffice/system/locales/en';
import type { en as settings } from '../features/backoffice/settings/locales/en';
import type { en as journey } from '../features/coaching/journey/locales/en';
import type { en as resumes } from '../features/marketplace/resumes/locales/en';
import type { en as publication } from '../features/coaching/publication/locales/en';
import type { en as documents } from '../features/coaching/documents/locales/en';
import type { en as publishGrid } from '../features/coaching/publish-grid/locales/en';
import type { en as recruiterContacts } from '../features/coaching/recruiter-contacts/locales/en';
import type { en as onboarding } from '../features/coaching/onboarding/locales/en';
import type { en as profile } from '../features/identity/users/profile/locales/en';
import type { en as faq } from '../features/marketplace/faq/locales/en';
import type { en as tracker } from '../features/coaching/tracker/locales/en';
import type { en as offers } from '../features/coaching/offers/locales/en';
import type { en as cards } from '../features/marketplace/cards/locales/en';
import type { en as kpis } from '../features/coaching/kpis/locales/en';
import type { en as adminUsers } from '../features/identity/admin-users/locales/en';

declare module 'i18next' {
  // Module augmentation needs an interface.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: 'translation';
    resources: {
      translation: typeof shell;
      users: typeof users;
      feedback: typeof feedback;
      jobs: typeof jobs;
      landing: typeof landing;
      activity: typeof activity;
      deck: typeof deck;
      inbox: typeof inbox;
      conversations: typeof conversations;
      'orphan-applications': typeof orphanApplications;
      credits: typeof credits;
      payments: typeof payments;
      jobHistory: typeof jobHistory;
      system: typeof system;
      settings: typeof settings;
      journey: typeof journey;
      resumes: typeof resumes;
      publication: typeof publication;
      documents: typeof documents;
      publishGrid: typeof publishGrid;
      recruiterContacts: typeof recruiterContacts;
      onboarding: typeof onboarding;
      profile: typeof profile;
      faq: typeof faq;
      tracker: typeof tracker;
      offers: typeof offers;
      cards: typeof cards;
      kpis: typeof kpis;
      adminUsers: typeof adminUsers;
    };
  }
}
