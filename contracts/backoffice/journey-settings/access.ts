import { defineAccessRows, journeyAdmins, staff } from '../../core/access-matrix';
import { journeySettingsCalls } from './calls';

// Who may make this feature's calls (contracts/core/access-matrix.ts): the brand's admins and the
// site's admins. The lists saved keep what other rows of the matrix choose ('signed', 'standard pro').
export const journeySettingsAccess = defineAccessRows(journeySettingsCalls, {
  getJourneySettings: { expect: journeyAdmins(200) },
  updatePersonalJourneyStatuses: { expect: journeyAdmins(200), body: () => ({ statuses: ['signed', 'freezed', 'published', 'waiting for approval', 'out of service', 'unsubscribed'] }) },
  updateSceduledMeetingStatuses: { expect: journeyAdmins(200), body: () => ({ statuses: ['scheduled', 'held'] }) },
  updatePersonalJourneyPlans: { expect: journeyAdmins(200), body: () => ({ plans: ['standard pro', 'standard executive'] }) },
  updateQuestionnaireStatuses: { expect: journeyAdmins(200), body: () => ({ statuses: ['new', 'contacted', 'follow up', 'meeting scheduled', 'not relevant', 'signed'] }) },
  updateSummaryTypes: { expect: journeyAdmins(200), body: () => ({ summaryTypes: ['intro call', 'follow up'] }) },
  updateNewsLetterEmails: { expect: journeyAdmins(200), body: () => ({ newsLetterEmails: ['news@example.com'] }) },
  // clients read them too, a journey user before the service starts as well
  getExplanations: { expect: { ...staff(200), journeyUser: 200, journeyClient: 200 }, body: () => ({ type: 'CV' }) },
  saveExplanation: { expect: journeyAdmins(200), body: () => ({ newData: { type: 'CV', title: 'Which CV', textBeforeImage: 'The one you send most.' } }) },
  // two explanations nobody wrote
  switchExplanationOrder: { expect: journeyAdmins(404), body: () => ({ type: 'CV', exp1: { id: 'none-1', order: 0 }, exp2: { id: 'none-2', order: 1 } }) },
  // without a file
  uploadExplanationImage: { expect: journeyAdmins('validation'), body: () => ({ type: 'CV', id: 'none-1' }) },
  getPersonalJourneysExplenations: { expect: journeyAdmins(200) },
  getNewsletterWhatsApp: { expect: journeyAdmins(200), body: () => ({ from: '2026-11-01' }) },
  getQuestionairesStatuses: { expect: journeyAdmins(200), body: () => ({ from: '2026-11-01' }) },
  updatePersonalJourneysExplenations: { expect: journeyAdmins(200), body: () => ({ name: 'CV', value: 'Add or upload the CV the publication links to.' }) },
});
