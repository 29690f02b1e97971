import type { Router } from 'express';
import type { z } from 'zod';
import type { CallDefinition } from '../../contracts/core/call';
import type { FeatureContract } from '../../contracts/core/feature';
import type { DeletedAccount, Session } from '../../contracts/core/ports';
import type { CommandContext, CommandDeps } from '../../command/core/deps';
import type { Appended } from '../../command/core/handle-command';
import type { Db, Projection } from '../../projections/core/projection';
import type { UserAccount } from '../../query/identity/users/get-user-data';
import type { StatusReport } from './projection-status';
import type { TaskDefinition } from '../tasks/task-definition';

// What call handlers and tasks get: the command side's ports, the runner's view of the read models,
// and the retention period of applicants without an account (ORPHAN_RETENTION_DAYS).
export type ApiDeps = CommandDeps & {
  projectionStatus(): Promise<StatusReport>;
  orphanRetentionDays: number;
  // this process vacuums and analyzes the tables (the database does not)
  tableMaintenance: boolean;
};

export type CallContext = {
  session: Session | null;
  // the signed-in user's current read model; null for guests and anonymous callers
  user: UserAccount | null;
  command: CommandContext;
};

// A command answers after the read models it names have caught up with what it appended
// (read-your-writes), then builds its answer.
export type Reply<O> = { appended: Appended; respond: () => Promise<O> };
export const reply = <O>(appended: Appended, respond: () => Promise<O>): Reply<O> => ({ appended, respond });

type In<C extends CallDefinition> = z.output<C['input']>;
type Out<C extends CallDefinition> = z.input<C['output']>;

export type CallHandler<C extends CallDefinition> = C['kind'] extends 'command'
  ? (input: In<C>, ctx: CallContext) => Promise<Reply<Out<C>>>
  : (input: In<C>, ctx: CallContext) => Promise<Out<C>>;

export type FeatureHandlers<Calls extends Readonly<Record<string, CallDefinition>>> = { [K in keyof Calls]: CallHandler<Calls[K]> };

type CommandNames<Calls extends Readonly<Record<string, CallDefinition>>> = { [K in keyof Calls]: Calls[K]['kind'] extends 'command' ? K : never }[keyof Calls];

// A write-side table change, applied once, in registry order, recorded in schema_migration.
export type Migration = { id: string; up(db: Db): Promise<void> };

// The server half of one feature: how its calls are answered, the projections that build its read
// models, and the migrations of its write-side tables. `reads` names, for every command, the
// projections its answer and its caller's next screen read: the HTTP layer waits for those only.
export type ServerFeature<F extends FeatureContract = FeatureContract> = {
  contract: F;
  projections: readonly Projection[];
  migrations: readonly Migration[];
  reads: { readonly [K in CommandNames<F['calls']>]: readonly Projection[] };
  handlers(deps: ApiDeps): FeatureHandlers<F['calls']>;
  // background and scheduled work on the task queue
  tasks?: readonly TaskDefinition[];
  // pages outside the call table (a payment provider's checkout)
  routes?(deps: ApiDeps): Router;
  // what the feature holds of an account that is deleted and must go with it (run by deleteAccount
  // after the account's own key is erased, again on a retry)
  eraseAccount?(deps: ApiDeps, account: DeletedAccount): Promise<void>;
};

export const defineServerFeature = <F extends FeatureContract>(feature: ServerFeature<F>): ServerFeature<F> => feature;

// Narrows ctx.user for calls whose access rule already required a signed-in user.
export const signedIn = (ctx: CallContext): UserAccount => {
  if (!ctx.user) throw new Error('access rule let an anonymous caller through');
  return ctx.user;
};
