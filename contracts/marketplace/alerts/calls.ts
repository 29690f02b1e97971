import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { saidFields } from '../../core/messages';
import { alertFrequencySchema, alertLocationSchema, alertQueryParamsSchema, alertSchema, alertTypeSchema, MAX_ALERTS, mailLanguageSchema, mailPreferencesSchema } from './alert';
import { alertMessages as m } from './messages';

const alertId = z.string().trim().min(1).max(200);
const alerts = z.array(alertSchema);

// A mail in the outbox, as the outbox viewer lists it (template: the mail's stable key).
export const outboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string().nullable(),
  language: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const alertCalls = defineCalls({
  getAlerts: {
    kind: 'query',
    access: 'authed',
    summary: 'My alerts, newest first: the search each keeps, its frequency and when it last mailed.',
    input: z.object({}).strict().default({}),
    output: z.object({ alerts }),
  },
  addAlert: {
    kind: 'command',
    access: 'guest',
    rateLimit: 'guestWrite',
    summary:
      `Keep a search as an alert: its new matching jobs (histogramType jobs) or resumes (resumes) are mailed at its frequency (daily unless given). ` +
      `queryParams: the search's words and filters; locationObj: its place (required); url: the search's address on this site (the mail links to it). ` +
      `A signed-in person keeps at most ${MAX_ALERTS} alerts and one per search (409 AlertRefused). A visitor without an account gives an email: ` +
      `the alert starts once the link mailed to that address is opened (pending true). Answers my alerts.`,
    input: z
      .object({
        queryParams: alertQueryParamsSchema,
        // an alert searches near a place (§5: a location is needed for a search, a filter or an alert)
        locationObj: alertLocationSchema.nullish().refine((place) => !!place, m.AlertPlaceNeeded),
        histogramType: alertTypeSchema,
        // a path of this site: not another site's, not a protocol-relative //host
        url: z.string().trim().min(1).max(2000).startsWith('/', m.AlertUrlLocal).refine((url) => !url.startsWith('//'), m.AlertUrlLocal),
        frequency: alertFrequencySchema.optional(),
        // a visitor's address (ignored for a signed-in person, whose alerts go to their account's)
        email: z.string().trim().toLowerCase().max(254, m.AlertEmailInvalid).pipe(z.email(m.AlertEmailInvalid)).optional(),
        // the language of a visitor's mail (a signed-in person's comes from their mail preferences)
        language: mailLanguageSchema.optional(),
      })
      .strict(),
    output: z.object({ alerts, alert: alertSchema.nullable(), pending: z.boolean(), ...saidFields }),
  },
  removeAlert: {
    kind: 'command',
    access: 'authed',
    summary: 'Delete one of my alerts (the page asks "Delete this alert?" first); 404 AlertNotFound for an alert that is not mine. Answers my alerts.',
    input: z.object({ alertId }).strict(),
    output: z.object({ alerts, ...saidFields }),
  },
  setFrequency: {
    kind: 'command',
    access: 'authed',
    summary: 'How often one of my alerts mails: daily, weekly (on Sundays) or instant (within a minute of a match). Answers my alerts.',
    input: z.object({ alertId, histogramType: alertTypeSchema.optional(), frequency: alertFrequencySchema }).strict(),
    output: z.object({ alerts, ...saidFields }),
  },
  getMailPreferences: {
    kind: 'query',
    access: 'authed',
    summary: 'Which kinds of mail I get (alerts, digests of my activity, product news) and in which language.',
    input: z.object({}).strict().default({}),
    output: z.object({ preferences: mailPreferencesSchema }),
  },
  setMailPreferences: {
    kind: 'command',
    access: 'authed',
    summary: 'Turn kinds of mail on or off and choose their language; what is not sent stays as it was. Essential mail (confirmations, password resets, security notices, invoices) is always sent.',
    input: mailPreferencesSchema.partial().strict(),
    output: z.object({ preferences: mailPreferencesSchema, ...saidFields }),
  },
  getMailOutbox: {
    kind: 'query',
    access: 'anonymous',
    summary:
      'The mail the product sent, newest first (to: only those to an address). Admins may always read it; while no mail server is configured (the embedded default) anyone may, ' +
      'so a newcomer finds their confirmation link there. Otherwise 403 OutboxClosed.',
    input: z.object({ to: z.string().trim().toLowerCase().max(254).optional(), limit: z.number().int().min(1).max(200).default(50) }).strict(),
    output: z.object({ list: z.array(outboxItemSchema) }),
  },
  getMailOutboxMessage: {
    kind: 'query',
    access: 'anonymous',
    summary: 'One mail of the outbox as it was sent: its HTML (to show in a frame), its plain text and its headers. Read as getMailOutbox is.',
    input: z.object({ id: z.string().trim().regex(/^\d{1,18}$/) }).strict(),
    output: outboxItemSchema.extend({ html: z.string(), text: z.string(), headers: z.record(z.string(), z.string()) }),
  },
});
