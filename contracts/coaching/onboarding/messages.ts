import { defineMessages } from '../../core/messages';

// What onboarding's rules and answers say, by code (the web's coaching-onboarding locales translate them).
export const onboardingMessages = defineMessages({
  OnboardingCvTooBig: 'File too big - 50 KB Max',
  OnboardingCvUploaded: 'Your CV is uploaded',
  OnboardingDataFirst: 'Check your details first',
  OnboardingCvFirst: 'Upload your CV first',
  OnboardingTitleRequired: 'Enter your professional title',
  OnboardingPhoneInvalid: 'Enter a phone number of 7 to 15 digits',
  MeetingSlotTaken: 'Someone booked this time a moment ago: choose another time',
  MeetingSlotGone: 'This time is no longer open: choose another time',
  MeetingSlotPassed: 'This time has passed: choose a later one',
  MeetingNone: 'There is no meeting to cancel',
  MeetingScheduled: 'Your meeting is booked: the invitation is in your mailbox',
  MeetingCancelled: 'Your meeting is cancelled',
  MeetingSlotBookedClose: 'A client booked this time: cancel their meeting before closing it',
  MeetingSlotsOverlap: 'A slot is already open at {{time}}',
  MeetingSlotsInPast: 'Open slots from now on',
});
