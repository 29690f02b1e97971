import type { Kysely } from 'kysely';
import type { Database } from '../../contracts/database';
import type { RichTextSanitizer } from '../../contracts/core/rich-text';
import type { UploadStore } from '../../contracts/core/uploads';
import type { EventMetadata, EventStore } from '../../contracts/core/event-store';
import type { SettingValues } from '../../contracts/backoffice/settings/settings';
import type { AccountEraser, CaptchaVerifier, Clock, IdGenerator, Mailer, PasswordHasher, PersonalDataEraser, Scheduler, TokenService } from '../../contracts/core/ports';

// Everything a command handler may use, built by ops/ and passed in.
export type CommandDeps = {
  store: EventStore;
  // write-side tables (credential) and facts from read models
  db: Kysely<Database>;
  hasher: PasswordHasher;
  tokens: TokenService;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  clock: Clock;
  newId: IdGenerator;
  personalData: PersonalDataEraser;
  // what the features erase with a deleted account; identity runs them without knowing the features
  accountErasers: readonly AccountEraser[];
  // work that runs later on the task queue (expiries, reminders)
  scheduler: Scheduler;
  // files that multipart calls keep (resumes, avatars)
  uploads: UploadStore;
  // cleans the fields a schema marks richText() before they are stored
  richText: RichTextSanitizer;
  publicUrl: string;
  // the marketplace's name in mail; product is the coaching brand as configured (PRODUCT_NAME): its
  // screens' addresses and the seed keep it, what people read says settings().brandName
  siteName: string;
  product: string;
  // the product's settings an admin changes at run time (/jssettings), as they are now: every
  // worker sees a change at once (kept between reads only where one process sees every change)
  settings: () => Promise<SettingValues>;
  // what each is while no admin changed it: the server's configuration
  settingDefaults: SettingValues;
  // told after a write to a person's credential (sessions ended, a new password, the account gone),
  // so that a read of it kept between calls is forgotten (ops/server/kept-read.ts)
  credentialChanged?: (userId: string) => void;
};

// Who asked, for whom, from which request: carried into every event's metadata. actor is the
// signed-in person (null for a visitor, a task or the seed); onBehalfOf the person a staff member
// acted for (calls with actsFor), absent when people act for themselves.
export type CommandContext = { actor: string | null; onBehalfOf?: string; correlationId: string; remoteIp?: string };

// The signed-in person a command acts as: calls open to signed-in users only always have one.
export const actingUser = (ctx: CommandContext): string => {
  if (!ctx.actor) throw new Error('a command for a signed-in user was made without one');
  return ctx.actor;
};

export const metadataOf = (ctx: CommandContext): EventMetadata => ({
  correlationId: ctx.correlationId,
  ...(ctx.actor ? { actor: ctx.actor } : {}),
  ...(ctx.onBehalfOf ? { onBehalfOf: ctx.onBehalfOf } : {}),
});
