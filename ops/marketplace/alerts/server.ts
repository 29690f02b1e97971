import { sql } from 'kysely';
import { alertsFeature } from '../../../contracts/marketplace/alerts/feature';
import { alertProjection } from '../../../projections/marketplace/alerts/alert.projection';
import { mailLinkMigrations } from '../../mail/mail-links';
import { defineServerFeature, type Migration } from '../../server/feature';
import { addAlert } from './calls/add-alert';
import { getAlerts } from './calls/get-alerts';
import { getMailOutbox, getMailOutboxMessage } from './calls/get-mail-outbox';
import { getMailPreferences } from './calls/get-mail-preferences';
import { removeAlert } from './calls/remove-alert';
import { setFrequency } from './calls/set-frequency';
import { setMailPreferences } from './calls/set-mail-preferences';
import { mailLinkRoutes } from './mail-link-routes';
import { mailAlertApprove } from './reactions/mail-alert-approve';
import { mailAlertDigests, mailInstantAlerts } from './tasks/mail-alerts';

const alertMigrations: readonly Migration[] = [
  {
    id: 'marketplace/alerts/001-alert-delivery',
    up: async (db) => {
      await sql`CREATE TABLE IF NOT EXISTS alert_delivery (
        alert_id text PRIMARY KEY,
        period text NOT NULL,
        checked_at timestamptz NOT NULL,
        last_sent_at timestamptz,
        items integer NOT NULL DEFAULT 0
      )`.execute(db);
    },
  },
];

export const alertsServer = defineServerFeature({
  contract: alertsFeature,
  projections: [alertProjection],
  migrations: [...mailLinkMigrations, ...alertMigrations],
  reads: { addAlert: [alertProjection], removeAlert: [alertProjection], setFrequency: [alertProjection], setMailPreferences: [alertProjection] },
  calls: { getAlerts, addAlert, removeAlert, setFrequency, getMailPreferences, setMailPreferences, getMailOutbox, getMailOutboxMessage },
  reactions: [mailAlertApprove],
  tasks: [mailAlertDigests, mailInstantAlerts],
  routes: mailLinkRoutes,
});
