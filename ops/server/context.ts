import type { Role } from '../../contracts/core/access';
import type { Session } from '../../contracts/core/ports';
import type { CommandContext, CommandDeps } from '../../command/core/deps';
import type { UserAccount } from '../../query/identity/users/get-user-data';
import type { StatusReport } from './projection-status';
import type { OfferRates } from '../../contracts/coaching/offers/salary';
import type { PushDelivery } from '../backoffice/push/push-delivery';

// What call handlers and tasks get: the command side's ports, the runner's view of the read models,
// and the retention period of applicants without an account (ORPHAN_RETENTION_DAYS).
export type ApiDeps = CommandDeps & {
  projectionStatus(): Promise<StatusReport>;
  orphanRetentionDays: number;
  // this process vacuums and analyzes the tables (the database does not)
  tableMaintenance: boolean;
  // the embedded engine's busy share over the next windowMs (ops/db/database.ts); absent on a server
  engineBusyShare?: (windowMs: number) => Promise<number>;
  // dated exchange rates and hours per month that compare offers (OFFER_RATES)
  offerRates: OfferRates;
  // Web Push: the VAPID public key and one signed delivery per browser (PUSH_DELIVERY)
  push: PushDelivery;
  // anyone may read the mail outbox (MAIL_OUTBOX=open), or admins only
  mailOutboxOpen: boolean;
};

export type CallContext = {
  session: Session | null;
  // the signed-in user's current read model; null for guests and anonymous callers
  user: UserAccount | null;
  // what the caller holds (contracts/core/access.ts)
  roles: ReadonlySet<Role>;
  // whom the call is about: on an actsFor call the person a staff member named, else the caller
  // (null for guests and anonymous callers)
  subject: string | null;
  // the subject's account, loaded once by the router: on an actsFor call the person of the kind the
  // call declares (a missing or other person never reaches the handler), else the caller's own
  subjectAccount: UserAccount | null;
  command: CommandContext;
  // the request's cookies, and a cookie set on the answer (httpOnly, SameSite=Lax); absent where a
  // call is made without HTTP (tasks, a handler called directly)
  cookies?: CallCookies;
};

export type CallCookies = { get(name: string): string | undefined; set(name: string, value: string, maxAgeSeconds: number): void };
