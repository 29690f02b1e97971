import { sql } from 'kysely';
import { ALERT_MAIL_ITEMS, alertPeriod, alertTitle, hebrewPlaceName, periodMs, type AlertFrequency, type MailLanguage } from '../../../contracts/marketplace/alerts/alert';
import { alertSearchParams, jobMatches, resumeRowMatches } from '../../../query/marketplace/alerts/alert-matches';
import { jobsPostedIn, searchTermsOf, type PostedJobs } from '../../../query/marketplace/alerts/posted-jobs';
import { resumesUpdatedIn, type UpdatedResumes } from '../../../query/marketplace/alerts/updated-resumes';
import { toAlert, type AlertRow } from '../../../query/marketplace/alerts/get-alerts';
import { sendTemplatedMail } from '../../mail/send-mail';
import type { CommandDeps } from '../../../command/core/deps';

// What sending alerts uses: the read models, the mailer, the links of the site.
type SenderDeps = Pick<CommandDeps, 'db' | 'mailer' | 'publicUrl' | 'siteName' | 'uploads'>;

// Alerts read a batch at a time, in id order, and mailed a few at once: memory stays flat however
// many alerts there are, and the database is never asked for all of them together.
export type SendSettings = { batch: number; concurrency: number };
export const defaultSendSettings: SendSettings = { batch: 500, concurrency: 6 };

// wants_alerts, mail_language: the account's preferences (none: everything, in the alert's language)
type Due = AlertRow & { to_email: string | null; period: string | null; checked_at: Date | null; wants_alerts: boolean | null; mail_language: string | null };

// The next batch of approved alerts of these frequencies after `after`, with where each mails and
// how far it was last looked at.
const nextBatch = (deps: SenderDeps, frequencies: readonly AlertFrequency[], after: string, size: number): Promise<Due[]> =>
  deps.db
    .selectFrom('alert')
    .leftJoin('user_account', 'user_account.id', 'alert.user_id')
    .leftJoin('alert_delivery', 'alert_delivery.alert_id', 'alert.id')
    .leftJoin('mail_preference', 'mail_preference.user_id', 'alert.user_id')
    .selectAll('alert')
    .select([
      sql<string | null>`coalesce(user_account.email, alert.email)`.as('to_email'),
      'alert_delivery.period',
      'alert_delivery.checked_at',
      'mail_preference.alerts as wants_alerts',
      'mail_preference.language as mail_language',
    ])
    .where('alert.approved', '=', true)
    .where('alert.frequency', 'in', frequencies)
    .where('alert.id', '>', after)
    .orderBy('alert.id')
    .limit(size)
    .execute() as Promise<Due[]>;

type Delivery = { alert_id: string; period: string; checked_at: Date; last_sent_at: Date | null; items: number };

// Where each alert of a batch stopped, in one statement: a batch cut short (a stopped worker) looks
// again next run, and its mails are kept once by their keys.
async function record(deps: SenderDeps, deliveries: readonly Delivery[]): Promise<void> {
  if (!deliveries.length) return;
  await deps.db
    .insertInto('alert_delivery')
    .values([...deliveries])
    .onConflict((oc) =>
      oc.column('alert_id').doUpdateSet((eb) => ({
        period: eb.ref('excluded.period'),
        checked_at: eb.ref('excluded.checked_at'),
        items: eb.ref('excluded.items'),
        last_sent_at: sql<Date | null>`coalesce(excluded.last_sent_at, alert_delivery.last_sent_at)`,
      })),
    )
    .execute();
}

// How far back an alert looks at most: a period when it is new, two when the last look was longer
// ago (a stopped server), so a mail never lists months of jobs.
const lookback = (frequency: AlertFrequency) => (frequency === 'instant' ? 60 * periodMs.instant : 2 * periodMs[frequency]);

type Run = { now: Date; posted: PostedJobs; updated: UpdatedResumes; terms: Map<string, string[] | null> };

// One alert's mail for the period `now` is in: its matches since it was last looked at, mailed under
// a key of the alert and the period, so a run repeated, or run by two workers at once, mails once.
async function sendOne(deps: SenderDeps, alert: Due, run: Run): Promise<Delivery | null> {
  const { now } = run;
  const frequency = alert.frequency as AlertFrequency;
  const period = alertPeriod(frequency, now);
  if (alert.period === period || !alert.to_email) return null;
  const from = alert.checked_at ?? new Date(Math.max(new Date(alert.created_at).getTime(), now.getTime() - periodMs[frequency]));
  const since = new Date(Math.max(new Date(from).getTime(), now.getTime() - lookback(frequency)));
  const terms = run.terms.get(alert.query_string) ?? null;
  const found =
    alert.histogram_type === 'resumes'
      ? resumeRowMatches(run.updated.match(alertSearchParams(alert), terms, since, ALERT_MAIL_ITEMS + 1), (fileId) => deps.uploads.link(fileId, now))
      : jobMatches(run.posted.match(alertSearchParams(alert), terms, since, ALERT_MAIL_ITEMS + 1));
  let sent = false;
  // an account that turned alerts off gets none; read with the batch, not per mail
  if (found.items.length && alert.wants_alerts !== false) {
    const language: MailLanguage = (alert.mail_language ?? alert.language) === 'he' ? 'he' : 'en';
    sent = await sendTemplatedMail(deps, {
      template: 'alert-digest',
      to: { email: alert.to_email, language, preferencesRead: true },
      variables: { title: alertTitle(toAlert(alert, null), language === 'he' ? hebrewPlaceName : undefined) || alert.histogram_type, resumes: alert.histogram_type === 'resumes', items: found.items, more: found.more, searchUrl: `${deps.publicUrl}${alert.url}`, frequency },
      key: `alert:${alert.id}:${period}`,
      unsubscribe: `alert:${alert.id}`,
    });
  }
  return { alert_id: alert.id, period, checked_at: now, last_sent_at: sent ? now : null, items: found.items.length };
}

export async function sendAlertMails(deps: SenderDeps, frequencies: readonly AlertFrequency[], now: Date, settings: SendSettings = defaultSendSettings): Promise<{ alerts: number; mailed: number }> {
  let after = '';
  let alerts = 0;
  let mailed = 0;
  // the jobs and resumes any of these alerts may still call new, read once for the run
  const window = new Date(now.getTime() - Math.max(...frequencies.map(lookback)));
  const [posted, updated] = await Promise.all([jobsPostedIn(deps.db, window, now), resumesUpdatedIn(deps.db, window, now)]);
  for (;;) {
    const batch = await nextBatch(deps, frequencies, after, settings.batch);
    if (!batch.length) break;
    const run: Run = { now, posted, updated, terms: await searchTermsOf(deps.db, batch.map((a) => a.query_string)) };
    let next = 0;
    const deliveries: Delivery[] = [];
    const worker = async () => {
      while (next < batch.length) {
        const delivery = await sendOne(deps, batch[next++]!, run);
        if (delivery) deliveries.push(delivery);
        if (delivery?.last_sent_at) mailed++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(settings.concurrency, batch.length) }, worker));
    await record(deps, deliveries);
    alerts += batch.length;
    after = batch[batch.length - 1]!.id;
    if (batch.length < settings.batch) break;
  }
  return { alerts, mailed };
}
