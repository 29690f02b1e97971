import { z } from 'zod';
import { languageSchema, languages, type Language } from '../../core/languages';
import { latitudeSchema, longitudeSchema } from '../../core/geo';
import { JOB_SEARCH_LIMITS } from '../jobs/search-values';
import { defaultPlaces } from '../locations/locations';

// How often an alert mails its new matches: once a day (the default), once a week (on Sundays,
// Israel's first working day), or as they happen (within a minute of a matching job or resume).
export const alertFrequencies = ['daily', 'weekly', 'instant'] as const;
export const alertFrequencySchema = z.enum(alertFrequencies);
export type AlertFrequency = z.infer<typeof alertFrequencySchema>;
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'daily';

// What an alert searches: jobs for seekers, resumes for recruiters.
export const alertTypeSchema = z.enum(['jobs', 'resumes']);
export type AlertType = z.infer<typeof alertTypeSchema>;

// The languages a mail is written in, by the recipient's choice: the product's languages.
export const mailLanguages = languages;
export const mailLanguageSchema = languageSchema;
export type MailLanguage = Language;

// A person keeps at most this many alerts; more would be one search in many words.
export const MAX_ALERTS = 20;
// An alert's mail lists at most this many new matches, then links to the search for the rest.
export const ALERT_MAIL_ITEMS = 10;

export const alertLocationSchema = z.object({
  lat: latitudeSchema(),
  lng: longitudeSchema(),
  text: z.string().trim().max(200).optional(),
  country: z.string().trim().max(100).optional(),
});

// The search an alert keeps: the search box and the filters, as the list screen sends them.
export const alertQueryParamsSchema = z
  .object({
    queryString: z.string().trim().max(200).optional(),
    radius: z.number().positive().max(20000).optional(),
    tags: z.array(z.string().max(JOB_SEARCH_LIMITS.tagLength)).max(JOB_SEARCH_LIMITS.values).optional(),
    employmentType: z.array(z.string().max(30)).max(10).optional(),
    seniorityLevel: z.array(z.string().max(30)).max(10).optional(),
    company: z.array(z.string().max(JOB_SEARCH_LIMITS.companyLength)).max(JOB_SEARCH_LIMITS.values).optional(),
  })
  .strip()
  .default({});
export type AlertQueryParams = z.infer<typeof alertQueryParamsSchema>;

// The stored search, as events keep it (lenient: what was true when it was written).
export const storedAlertQuerySchema = z.object({
  queryString: z.string().optional(),
  radius: z.number().optional(),
  tags: z.array(z.string()).optional(),
  employmentType: z.array(z.string()).optional(),
  seniorityLevel: z.array(z.string()).optional(),
  company: z.array(z.string()).optional(),
  location: z.object({ lat: z.number(), lng: z.number(), text: z.string().optional(), country: z.string().optional() }).nullable(),
});
export type StoredAlertQuery = z.infer<typeof storedAlertQuerySchema>;

// An alert as the client reads it (the spec's Alert: alertQuery, alertHistogramType, the location).
export const alertSchema = z.object({
  _id: z.string(),
  alertQuery: z.string(),
  alertHistogramType: alertTypeSchema,
  alertLocationLat: z.number().nullable(),
  alertLocationLng: z.number().nullable(),
  alertLocationName: z.string().nullable(),
  alertLocationCountry: z.string().nullable(),
  filters: storedAlertQuerySchema.omit({ location: true, queryString: true }),
  frequency: alertFrequencySchema,
  url: z.string(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

// The kinds of mail a person may turn off. Alerts: their saved searches' new matches; digests: what
// happens to their applications and jobs (new applicants, matches); news: the product's news.
// Everything else (confirmations, password resets, security notices, invoices) is always sent.
export const mailCategories = ['alerts', 'digests', 'news'] as const;
export const mailCategorySchema = z.enum(mailCategories);
export type MailCategory = z.infer<typeof mailCategorySchema>;

export const mailPreferencesSchema = z.object({ alerts: z.boolean(), digests: z.boolean(), news: z.boolean(), language: mailLanguageSchema });
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;
export const DEFAULT_MAIL_PREFERENCES: MailPreferences = { alerts: true, digests: true, news: true, language: 'en' };

// How a link in mail went, as the site's query-string triggers name it (§2, §8), and what the
// unsubscribe confirmation (POST /unsubscribe) answers.
export type MailLinkOutcome = 'unsubscribed' | 'invalidParams' | 'invalidHash' | 'emailNotFound' | 'notAdded' | 'approved' | 'approveExpired';
export type UnsubscribeAnswer = { outcome: MailLinkOutcome; account: boolean };

// The period a scheduled mail belongs to, so a tick run twice (or by two workers) mails once: the
// day (daily), the week's Sunday (weekly), the minute (instant), all in UTC.
export function alertPeriod(frequency: AlertFrequency, at: Date): string {
  const iso = at.toISOString();
  if (frequency === 'instant') return iso.slice(0, 16);
  if (frequency === 'daily') return iso.slice(0, 10);
  const sunday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - at.getUTCDay()));
  return `week-${sunday.toISOString().slice(0, 10)}`;
}

// How far back a mail of this frequency looks when the alert has not mailed before.
export const periodMs: Record<AlertFrequency, number> = { instant: 60_000, daily: 86_400_000, weekly: 7 * 86_400_000 };

// The words of an alert, as its list and its mail name it: the search text and the place (in the
// reader's language when placeName says it), else nothing (the caller says 'everything').
export const alertTitle = (alert: Pick<Alert, 'alertQuery' | 'alertLocationName'>, placeName: (name: string) => string = (name) => name): string =>
  [alert.alertQuery, alert.alertLocationName ? placeName(alert.alertLocationName) : null].filter((part): part is string => !!part).join(' · ');

// A built-in place's Hebrew name (places are kept by their English name).
export const hebrewPlaceName = (name: string): string => defaultPlaces.find((place) => place.name === name)?.nameHe ?? name;

// The search in one string, whatever order its filters came in: two alerts of one account with the
// same key are the same search.
export function alertSearchKey(type: string, query: StoredAlertQuery): string {
  const sorted = (values?: readonly string[]) => (values?.length ? [...values].map((v) => v.toLowerCase()).sort() : undefined);
  const { location, queryString, radius, tags, employmentType, seniorityLevel, company } = query;
  return JSON.stringify([
    type,
    (queryString ?? '').trim().toLowerCase(),
    location ? [location.lat, location.lng] : null,
    radius ?? null,
    sorted(tags) ?? null,
    sorted(employmentType) ?? null,
    sorted(seniorityLevel) ?? null,
    sorted(company) ?? null,
  ]);
}
