import { inboxFeature } from '../../../contracts/marketplace/inbox/feature';
import { notificationProjection } from '../../../projections/marketplace/inbox/notification.projection';
import { defineServerFeature } from '../../server/feature';
import { getNotifications } from './calls/get-notifications';
import { markNotificationsRead } from './calls/mark-notifications-read';

export const inboxServer = defineServerFeature({
  contract: inboxFeature,
  projections: [notificationProjection],
  migrations: [],
  reads: { markNotificationsRead: [notificationProjection] },
  calls: { getNotifications, markNotificationsRead },
});
