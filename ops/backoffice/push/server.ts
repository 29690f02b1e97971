import { pushFeature } from '../../../contracts/backoffice/push/feature';
import { pushHistoryProjection } from '../../../projections/backoffice/push/push-history.projection';
import { notificationProjection } from '../../../projections/marketplace/inbox/notification.projection';
import { defineServerFeature } from '../../server/feature';
import { addPushNotificaitonHistory } from './calls/add-push-notificaiton-history';
import { findPushRecipients } from './calls/find-push-recipients';
import { getPushNotificationHistory } from './calls/get-push-notification-history';
import { getPushPublicKey } from './calls/get-push-public-key';
import { removePushNotificationHisotry } from './calls/remove-push-notification-hisotry';
import { removePushSubscription } from './calls/remove-push-subscription';
import { savePushSubscription } from './calls/save-push-subscription';
import { sendPushNotifications } from './calls/send-push-notifications';
import { testPushNotification } from './calls/test-push-notification';
import { pushMigrations } from './migrations';
import { deliverPush } from './reactions/deliver-push';

export const pushServer = defineServerFeature({
  contract: pushFeature,
  projections: [pushHistoryProjection],
  migrations: pushMigrations,
  reads: {
    savePushSubscription: [],
    removePushSubscription: [],
    // the screen's history shows the push; the sender's own inbox has the test
    sendPushNotifications: [pushHistoryProjection],
    testPushNotification: [notificationProjection],
    addPushNotificaitonHistory: [pushHistoryProjection],
    removePushNotificationHisotry: [pushHistoryProjection],
  },
  reactions: [deliverPush],
  calls: {
    getPushPublicKey,
    savePushSubscription,
    removePushSubscription,
    findPushRecipients,
    sendPushNotifications,
    testPushNotification,
    addPushNotificaitonHistory,
    getPushNotificationHistory,
    removePushNotificationHisotry,
  },
  // a deleted account's browsers take no more pushes
  eraseAccount: async (deps, account) => {
    await deps.db.deleteFrom('push_subscription').where('user_id', '=', account.userId).execute();
    await deps.db.deleteFrom('push_outbox').where('user_id', '=', account.userId).execute();
  },
});
