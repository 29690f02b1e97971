// Stream ids of the alerts feature are built only here.

// One stream per alert: its addition, approval, frequency and removal.
export const ALERT_STREAM_PREFIX = 'alert-';
export const alertStreamId = (alertId: string): string => `${ALERT_STREAM_PREFIX}${alertId}`;

// One stream per account: the kinds of mail it wants, and their language.
export const MAIL_PREFERENCES_STREAM_PREFIX = 'mail-preferences-';
export const mailPreferencesStreamId = (userId: string): string => `${MAIL_PREFERENCES_STREAM_PREFIX}${userId}`;

// A visitor's alert keeps the address it goes to under its own key: removing it destroys the address.
export const alertSubject = (alertId: string): string => `alert:${alertId}`;

// The scheduled sends: daily and weekly alerts at 06:00 UTC (08:00 or 09:00 in Israel), and the
// alerts sent as matches happen, every minute.
export const ALERT_DIGEST_TASK = 'mail-alert-digests';
export const ALERT_INSTANT_TASK = 'mail-instant-alerts';
