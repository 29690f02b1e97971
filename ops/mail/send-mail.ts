import type { Kysely } from 'kysely';
import type { Database } from '../../contracts/database';
import { DEFAULT_MAIL_PREFERENCES, mailCategories, type MailCategory, type MailLanguage, type MailPreferences } from '../../contracts/marketplace/alerts/alert';
import type { Mailer } from '../../contracts/core/ports';
import { mailPreferencesOf } from '../../command/marketplace/alerts/facts';
import { renderMail, templateCatalog, type TemplateKey } from './mail-templates';
import { unsubscribeUrl, type UnsubscribeList } from './mail-links';
import { storedProductTemplate } from '../backoffice/templates/active-templates';

type SendDeps = { db: Kysely<Database>; mailer: Mailer; publicUrl: string; siteName: string };

// Whom a mail goes to: an account (its preferences and language are read here), or an address
// without one (a visitor's alert, a recruiter of a publication), in the language given.
// preferencesRead: the sender read them already (with a batch), language included: none is read here.
export type Recipient = { email: string; userId?: string | null; language?: MailLanguage; preferencesRead?: boolean };

export type TemplatedMail = {
  template: TemplateKey;
  to: Recipient;
  variables: Record<string, unknown>;
  // one message per key, however often it is sent
  key?: string;
  calendar?: string;
  // what the mail's unsubscribe link turns off, when not its whole kind (one alert)
  unsubscribe?: UnsubscribeList;
};

const isCategory = (value: string): value is MailCategory => (mailCategories as readonly string[]).includes(value);

// The preferences of the account an address belongs to; an address without one wants what it asked.
async function preferencesOf(deps: SendDeps, to: Recipient): Promise<MailPreferences> {
  if (to.userId) return mailPreferencesOf(deps, to.userId);
  const account = await deps.db.selectFrom('user_account').select('id').where('email', '=', to.email).executeTakeFirst();
  return account ? mailPreferencesOf(deps, account.id) : { ...DEFAULT_MAIL_PREFERENCES };
}

// Renders a mail from its template in the recipient's language and sends it, unless it is of a kind
// the recipient turned off. A mail that may be turned off carries its unsubscribe link, in its
// footer and as a List-Unsubscribe header (one click, RFC 8058). Answers whether it was sent.
export async function sendTemplatedMail(deps: SendDeps, mail: TemplatedMail): Promise<boolean> {
  const { category } = templateCatalog[mail.template]!;
  const preferences = mail.to.preferencesRead ? { ...DEFAULT_MAIL_PREFERENCES } : await preferencesOf(deps, mail.to);
  if (isCategory(category) && !preferences[category]) return false;
  const language = mail.to.language ?? preferences.language;
  const unsubscribe = isCategory(category) ? await unsubscribeUrl(deps, mail.to.email, mail.unsubscribe ?? category) : null;
  // a version staff saved and activated goes out instead of the file
  const stored = await storedProductTemplate(deps.db, mail.template, language);
  const rendered = await renderMail(mail.template, language, {
    siteName: deps.siteName,
    publicUrl: deps.publicUrl,
    preferencesUrl: `${deps.publicUrl}/settings`,
    ...(unsubscribe ? { unsubscribeUrl: unsubscribe } : {}),
    ...mail.variables,
  }, stored);
  await deps.mailer.send({
    to: mail.to.email,
    ...rendered,
    template: mail.template,
    language,
    ...(mail.key ? { key: mail.key } : {}),
    ...(mail.calendar ? { calendar: mail.calendar } : {}),
    ...(unsubscribe ? { headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  });
  return true;
}

// The language mail to an address is written in: its account's choice, else English.
export async function languageOfAddress(db: Kysely<Database>, email: string): Promise<MailLanguage> {
  const row = await db.selectFrom('user_account').leftJoin('mail_preference', 'mail_preference.user_id', 'user_account.id').select('mail_preference.language').where('user_account.email', '=', email).executeTakeFirst();
  return row?.language === 'he' ? 'he' : 'en';
}
