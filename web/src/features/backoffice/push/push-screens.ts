import { defineScreens } from '../../../app/screen';
import { loadPushStrings } from './push-strings';

export const pushScreens = defineScreens([
  { name: 'sendPush', path: '/sendpushnotifications', access: 'admin', frame: 'staff', page: () => import('./send-push-page').then((m) => m.SendPushPage), strings: [loadPushStrings] },
]);
