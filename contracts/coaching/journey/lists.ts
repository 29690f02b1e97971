// The journey's steps and fixed lists. The statuses, plans and step texts here are the defaults of
// the journey settings (/{product}-settings), where admins edit them: read them through
// journeyLists() and the step explanations' query, not from here.

// Six steps, 0 to 5; 'Complete Step' is offered on steps 1 to 3.
export const journeySteps = ['TitleDetails', 'CoverLetter', 'CV', 'ExcludeDetails', 'TestEmail', 'Publish'] as const;
export type JourneyStepKey = (typeof journeySteps)[number];
export const LAST_STEP = journeySteps.length - 1;
export const completableSteps: readonly number[] = [1, 2, 3];
// The Test Email step (4): the publication opens there (a test, then the start), and Back to test
// returns the journey to it.
export const TEST_EMAIL_STEP = journeySteps.indexOf('TestEmail');

// The statuses a journey may have by default; {product} is the coaching brand's name.
export const journeyStatuses = (product: string): string[] => ['signed', 'freezed', 'out of service', 'unsubscribed', 'published', `not in ${product}`, 'waiting for approval'];
export const FROZEN_STATUS = 'freezed';
export const SIGNED_STATUS = 'signed';
export const WAITING_FOR_APPROVAL = 'waiting for approval';
// The statuses the service itself acts on: a freeze starts and ends with 'freezed', 'signed' dates
// the signature, 'waiting for approval' asks staff's attention. The statuses list keeps them.
export const STATUSES_ACTED_ON = [SIGNED_STATUS, FROZEN_STATUS, WAITING_FOR_APPROVAL] as const;
export const journeyPlans = ['standard pro', 'standard executive'] as const;

export const midServiceStatuses = ['Employed', 'Not employed'] as const;
export const salaryCurrencies = ['ILS', 'USD', 'EUR', 'GBP'] as const;
export const salaryFrequencies = ['HOUR', 'MONTH', 'YEAR'] as const;

// The comments popover's size (spec §9)
export const COMMENTS_POPOVER = { width: 350, maxHeight: 550 } as const;

// What each step is for by default, as getPersonalJourneyData explains it when asked (getExplanations).
export const stepExplanations: Readonly<Record<JourneyStepKey, string>> = {
  TitleDetails: 'Confirm your professional title and details: recruiters see them first.',
  CoverLetter: 'Write the cover letter the publication sends; the picked one is sent.',
  CV: 'Add or upload the CV the publication links to.',
  ExcludeDetails: 'List the addresses and domains that must not receive your CV.',
  TestEmail: 'Send a test mail to see the publication as recruiters will, then start publishing.',
  Publish: 'Our team approves each publication before it goes out, in four parts per cycle.',
};
