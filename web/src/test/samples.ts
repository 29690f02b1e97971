import { i18n } from '../app/i18n';
import { en as activity } from '../features/marketplace/activity/locales/en';
import { en as conversations } from '../features/marketplace/conversations/locales/en';
import { en as credits } from '../features/marketplace/credits/locales/en';
import { en as deck } from '../features/marketplace/deck/locales/en';
import { en as inbox } from '../features/marketplace/inbox/locales/en';
import { en as orphanApplications } from '../features/marketplace/orphan-applications/locales/en';
import { en as payments } from '../features/marketplace/payments/locales/en';

// In the app these namespaces arrive with their screens; the tests load them up front.
export const loadTestStrings = () => {
  for (const [namespace, strings] of Object.entries({ activity, conversations, credits, deck, inbox, 'orphan-applications': orphanApplications, payments })) i18n.addResourceBundle('en', namespace, strings, true, true);
};

export const sampleUser = (overrides: Record<string, unknown> = {}) => ({
  _id: 'me',
  email: 'me@example.com',
  first_name: 'Dana',
  last_name: 'Levi',
  name: 'Dana Levi',
  phone: null,
  noPhone: false,
  title: null,
  lookingforwork: true,
  isAdmin: false,
  isJHAdmin: false,
  isJHUser: false,
  isActiveJHUser: false,
  isCSManager: false,
  isCAdmin: false,
  partner: null,
  isPro: false,
  proEndDate: null,
  contactCredit: 0,
  promoteCredit: 0,
  joblimit: 5,
  verified: true,
  visible: true,
  visibleSearchEngines: true,
  showResume: true,
  location: null,
  loc_lat: null,
  loc_lng: null,
  seniorityLevel: null,
  employmentType: 'FULL_TIME',
  tags: [],
  personal_info: null,
  card_color: 0,
  datecreated: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
  emailts: '2026-01-01T00:00:00.000Z',
  avatar: null,
  promoted: 0,
  excludedByAdmin: false,
  anon: false,
  lastActive: '2026-01-01T00:00:00.000Z',
  source: 'site',
  loggedinfrom: 'web',
  country: null,
  countryCode: null,
  selectedTags: [],
  experience: [],
  education: [],
  social_links: {},
  description: null,
  resume: null,
  suggestedTags: [],
  hasJobsSuggestion: false,
  hasMatchesCan: false,
  hasApplicants: false,
  hasMatchesRec: false,
  ...overrides,
});
