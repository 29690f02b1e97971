import { admins, defineAccessRows, signedIn } from '../../core/access-matrix';
import { pushCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const pushAccess = defineAccessRows(pushCalls, {
  getPushPublicKey: { expect: signedIn(200) },
  // a subscription that names no browser
  savePushSubscription: { expect: signedIn('validation') },
  removePushSubscription: { expect: signedIn(200), body: () => ({ endpoint: 'https://push.example.com/nobody' }) },
  findPushRecipients: { expect: admins(200), body: () => ({ search: 'nobody-at-all' }) },
  // a push without its text
  sendPushNotifications: { expect: admins('validation') },
  testPushNotification: { expect: admins('validation') },
  addPushNotificaitonHistory: { expect: admins('validation') },
  getPushNotificationHistory: { expect: admins(200) },
  removePushNotificationHisotry: { expect: admins('validation') },
});
