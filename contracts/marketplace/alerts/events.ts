import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';
import { alertSubject } from './ids';
import { storedAlertQuerySchema } from './alert';

const at = z.string();
const frequency = z.string();
const language = z.string();

// A visitor's alert (no account) keeps its address encrypted under the alert's own key.
const alertOwner = (data: Record<string, unknown>) =>
  typeof data.userId === 'string' ? data.userId : typeof data.alertId === 'string' ? alertSubject(data.alertId) : null;

// Stored events of alert-{alertId} and mail-preferences-{userId}.
export const alertEvents = defineEvents({
  // userId null and email set: a visitor's alert, which mails nothing until approved by its link
  AlertAdded: event(
    z.object({
      alertId: z.string(),
      userId: z.string().nullable(),
      email: z.string().nullable(),
      histogramType: z.string(),
      query: storedAlertQuerySchema,
      url: z.string(),
      frequency,
      language,
      approved: z.boolean(),
      addedAt: at,
    }),
    { personal: ['email'], subject: alertOwner },
  ),
  AlertApproved: event(z.object({ alertId: z.string(), approvedAt: at }), { subject: alertOwner }),
  AlertFrequencySet: event(z.object({ alertId: z.string(), frequency, setAt: at }), { subject: alertOwner }),
  // via: the person on the alerts page, or the unsubscribe link of its mail
  AlertRemoved: event(z.object({ alertId: z.string(), via: z.string(), removedAt: at }), { subject: alertOwner }),
  // the whole set, as saved on the settings page or changed by a mail's unsubscribe link (via)
  MailPreferencesSet: event(
    z.object({ userId: z.string(), alerts: z.boolean(), digests: z.boolean(), news: z.boolean(), language, via: z.string(), setAt: at }),
  ),
});

export type AlertEvent = EventOf<typeof alertEvents>;
