import { errorMessagesOf } from '@contracts/core/errors';
import { onboardingErrors } from '@contracts/coaching/onboarding/errors';
import { onboardingMessages } from '@contracts/coaching/onboarding/messages';
import { orphanMessages } from '@contracts/marketplace/orphan-applications/messages';

// English texts of the 'onboarding' namespace; he.ts must have the same keys.
export const en = {
  // with the upload's type refusal, which every resume upload says by one code
  messages: { ...onboardingMessages, ResumeTypeRefused: orphanMessages.ResumeTypeRefused },
  errors: errorMessagesOf(onboardingErrors),
  title: 'Welcome, {{name}}',
  intro: 'Three short steps before your journey begins. Each one opens the next.',
  progress: 'Onboarding progress',
  percent: '{{percent}}% done',
  locked: 'Opens when the step before is done',
  done: 'Done',
  loadError: 'The onboarding could not be loaded',
  retry: 'Try again',
  toJourney: 'Go to my journey',
  cvFile: 'CV file',
  parts: { dataChecked: 'Check your details', uploadCV: 'Upload your CV', firstMeeting: 'Schedule a meeting' },
  data: {
    text: 'Make sure we can reach you: these details go on your journey.',
    email: 'Email',
    phone: 'Phone',
    first_name: 'First name',
    last_name: 'Last name',
    title: 'Professional title',
    save: 'Confirm details',
    edit: 'Edit details',
    required: 'Required',
  },
  cv: {
    text: 'A Word (.docx) or PDF file of at most 50 KB.',
    choose: 'Choose file',
    uploading: 'Uploading...',
    uploaded: 'Uploaded {{name}}',
    replace: 'Upload another',
    open: 'Open',
    tooBig: 'File too big - 50 KB Max',
    invalid: 'Invalid extension',
  },
  meeting: {
    text: 'Pick a time for your first meeting with your coach (Israel time).',
    none: 'No times are open right now. Your coach will open more soon.',
    book: 'Book',
    booked: 'Your meeting: {{when}}',
    cancel: 'Cancel meeting',
    cancelConfirm: 'Cancel your meeting of {{when}}? The time opens for others.',
    keep: 'Keep it',
    reschedule: 'Choose another time',
    zone: 'Israel time',
  },
  staff: {
    title: 'Meeting slots',
    text: 'Times clients can book for their first meeting (Israel time).',
    start: 'Starts at',
    minutes: 'Minutes each',
    count: 'Slots in a row',
    open: 'Open slots',
    opened: 'Slots opened',
    empty: 'No slots open from today on',
    free: 'Open',
    bookedBy: 'Booked by {{name}}',
    close: 'Close slot',
    closeConfirm: 'Close the slot of {{when}}?',
    closed: 'Slot closed',
  },
};
