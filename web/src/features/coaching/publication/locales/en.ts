import { errorMessagesOf } from '@contracts/core/errors';
import { publicationErrors } from '@contracts/coaching/publication/errors';
import { publicationMessages } from '@contracts/coaching/publication/messages';

// English texts of the 'publication' namespace; he.ts must have the same keys.
export const en = {
  messages: publicationMessages,
  errors: errorMessagesOf(publicationErrors),
  title: 'Publication',
  subtitle: 'CV, cover letters and publishing of {{name}}',
  loadError: 'The publication could not be loaded',
  documentsMoved: 'CV and cover letters: on the journey page',
  publish: {
    title: 'Publish',
    explanation: 'Once your CV and cover letter are ready, send a test, then start publishing. Our team approves each publication before it goes out.',
    sendTest: 'Send test',
    start: 'Start Publish',
    approve: 'Approve',
    pause: 'Pause Publish',
    backToTest: 'Back to test',
    update: 'Update Publish',
    decline: 'Decline',
    declineReason: 'Reason',
    declined: 'Publish declined: {{reason}}',
    autoPut: 'Auto put on publish list',
    approveTitle: 'Start publishing?',
    approveText: 'The parts go out from the chosen date.',
    startDate: 'Start date',
    asap: 'As soon as posible',
    status: { new: 'Not tested', tested: 'Test sent', requested: 'Waiting for approval', approved: 'Publishing', paused: 'Paused', declined: 'Declined' },
    testSent: 'Test sent {{date}}',
    cycles: 'Cycles',
    cycle: 'Cycle {{label}}',
    lastCycle: 'Last Cycle',
    open: 'Open',
    closed: 'Closed',
    part: 'Part {{part}}',
    partSent: '{{count}} sent · {{date}}',
    partWaiting: 'Not sent',
    partFailed: '{{count}} failed',
    backConfirm: 'Go back to the test step? A new publish record starts and needs its own test.',
    pauseConfirm: 'Pause publishing? No part goes out until it is approved again.',
    simulate: 'Simulate',
    simulateTo: 'Send to (comma separated)',
  },
  // a client's history says each change to their publication so (the journey's and the grid's
  // history read these)
  change: {
    'publishing.testSent': 'Test sent to {{count}} addresses', 'publishing.requested': 'Asked to start publishing', 'publishing.approved': 'Publishing approved',
    'publishing.declined': 'Publish declined', 'publishing.paused': 'Publishing paused', 'publishing.newPublish': 'Back to test', 'publishing.updated': 'Publish updated',
    'publishing.autoPut': 'Auto put on the list changed', 'publishing.cycleOpened': 'Cycle {{cycle}} opened', 'publishing.partSent': 'Part {{part}} sent to {{sent}}',
    'publishing.partFailed': 'Part {{part}}: {{failed}} failed', 'publishing.cycleClosed': 'Cycle closed', 'publishing.simulated': 'Simulated to {{count}} addresses',
  },
  cancel: 'Cancel',
};
