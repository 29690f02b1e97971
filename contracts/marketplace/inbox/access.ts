import { defineAccessRows, signedIn } from '../../core/access-matrix';
import { inboxCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const inboxAccess = defineAccessRows(inboxCalls, {
  getNotifications: { expect: signedIn(200) },
  markNotificationsRead: { expect: signedIn('validation') },
});
