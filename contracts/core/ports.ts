// What handlers need from the outside world, as types only; ops/ builds the real ones.

// key: one message per key, however often it is sent (a reaction run twice mails once)
// calendar: an iCalendar (.ics) text sent as the message's invitation; its METHOD says REQUEST or CANCEL
// template, language: the template it was rendered from (its stable key) and in which language;
// headers: sent with it (List-Unsubscribe), kept with it for the retries and the outbox
export type MailMessage = { to: string; subject: string; text: string; html: string; key?: string; calendar?: string; template?: string; language?: string; headers?: Record<string, string> };
export type Mailer = {
  // kept in the outbox, then sent; a message that fails stays there to be tried again
  send(message: MailMessage): Promise<void>;
  // tries again the messages whose time has come; run by a scheduled job
  retryUnsent(): Promise<{ sent: number; failed: number }>;
};

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
};

export type Session = { userId: string; kind: 'user' | 'guest' };

// change-email: a link to confirm a new address; forum-visitor: the interviews forum's visitor
// cookie; forum-question: its anti-spam question
export type TokenPurpose = 'session' | 'guest' | 'confirm-email' | 'change-email' | 'forum-visitor' | 'forum-question';

export type TokenService = {
  sign(claims: { sub: string; purpose: TokenPurpose }, ttlSeconds: number): Promise<string>;
  // null when the signature, purpose or expiry is wrong; issuedAt in milliseconds since the epoch
  verify(token: string, purpose: TokenPurpose): Promise<{ sub: string; issuedAt: number; expired: false } | { expired: true } | null>;
};

export type CaptchaVerifier = { verify(token: string | undefined, remoteIp: string | undefined): Promise<boolean> };

export type Clock = () => Date;
export type IdGenerator = () => string;

// Crypto-shredding: destroys the key that the subject's personal data in the log is encrypted with.
export type PersonalDataEraser = { erase(subject: string): Promise<void> };

// The account being deleted, as identity knew it: features find what they hold of it by these.
export type DeletedAccount = { userId: string; email: string };
// What one feature erases with an account besides the account's own key (other subjects' keys,
// kept files). It runs again when a deletion is retried, so it must be safe to repeat.
export type AccountEraser = (account: DeletedAccount) => Promise<void>;

// Work that runs later, once, on whichever node's queue worker takes it (a task queue on
// PostgreSQL). A job's effect is a command that appends events, like anything a person does.
export type Scheduler = {
  // runs the job `name` with data at runAt (at once when omitted); with a key, a job of that name
  // and key is scheduled at most once
  schedule(name: string, data: Record<string, unknown>, options?: { runAt?: Date; key?: string }): Promise<void>;
};
