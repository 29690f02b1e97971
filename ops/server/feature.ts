import type { Router } from 'express';
import type { z } from 'zod';
import type { CallName, Calls } from '../../contracts/calls';
import type { CallDefinition } from '../../contracts/core/call';
import { CallFailure, isDomainError, type DomainError } from '../../contracts/core/errors';
import type { FeatureContract } from '../../contracts/core/feature';
import type { DeletedAccount } from '../../contracts/core/ports';
import type { Appended } from '../../command/core/handle-command';
import type { Db, Projection } from '../../projections/core/projection';
import type { UserAccount } from '../../query/identity/users/get-user-data';
import type { TaskDefinition } from '../tasks/task-definition';
import type { ReactionDefinition } from '../tasks/reaction';
import type { CsvExport } from './data-table-export';

import type { ApiDeps, CallContext } from './context';

export type { ApiDeps, CallContext } from './context';

// A command answers after the read models it names have caught up with what it appended
// (read-your-writes), then builds its answer.
export type Reply<O> = { appended: Appended; respond: () => Promise<O> };
export const reply = <O>(appended: Appended, respond: () => Promise<O>): Reply<O> => ({ appended, respond });

type In<C extends CallDefinition> = z.output<C['input']>;
type Out<C extends CallDefinition> = z.input<C['output']>;

// A call's function with its deps bound: what the router calls.
export type CallHandler<C extends CallDefinition> = C['kind'] extends 'command'
  ? (input: In<C>, ctx: CallContext) => Promise<Reply<Out<C>>>
  : (input: In<C>, ctx: CallContext) => Promise<Out<C>>;

// One call's function on the server: named after the call, in ops/<area>/<feature>/calls/<call>.ts.
export type CallFunction<C extends CallDefinition> = C['kind'] extends 'command'
  ? (deps: ApiDeps, input: In<C>, ctx: CallContext) => Promise<Reply<Out<C>>>
  : (deps: ApiDeps, input: In<C>, ctx: CallContext) => Promise<Out<C>>;

export type FeatureCalls<Calls extends Readonly<Record<string, CallDefinition>>> = { [K in keyof Calls]: CallFunction<Calls[K]> };

// A call function's parameter and answer types, by call name:
// `export async function sendFeedback(deps: ApiDeps, input: CallIn<'sendFeedback'>, ctx: CallContext): Answer<'sendFeedback'>`
export type CallIn<N extends CallName> = In<Calls[N]>;
export type CallOut<N extends CallName> = Out<Calls[N]>;
export type Answer<N extends CallName> = Calls[N]['kind'] extends 'command' ? Promise<Reply<Out<Calls[N]>>> : Promise<Out<Calls[N]>>;

// The one place a command function's domain error becomes the call's answer: the router answers
// the CallFailure with the error's status and message. Otherwise the answer is built once the read
// models the call waits for have caught up with what was appended.
export function replyTo<T extends Appended, O>(result: T | DomainError, respond: (done: T) => Promise<O> | O): Reply<O> {
  if (isDomainError(result)) throw new CallFailure(result.code, result.message);
  return reply(result, async () => respond(result));
}

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
  // each call's named function (ops/<area>/<feature>/calls/<call-name>.ts)
  calls: FeatureCalls<F['calls']>;
  // background and scheduled work on the task queue
  tasks?: readonly TaskDefinition[];
  // effects of events (mail): each runs as a task once per event it reacts to
  reactions?: readonly ReactionDefinition[];
  // data-table calls that also answer as a CSV file (Accept: text/csv)
  csv?: { readonly [K in keyof F['calls']]?: (deps: ApiDeps, input: In<F['calls'][K]>, ctx: CallContext) => CsvExport };
  // pages outside the call table (a payment provider's checkout)
  routes?(deps: ApiDeps): Router;
  // what the feature holds of an account that is deleted and must go with it (run by deleteAccount
  // after the account's own key is erased, again on a retry)
  eraseAccount?(deps: ApiDeps, account: DeletedAccount): Promise<void>;
};

export const defineServerFeature = <F extends FeatureContract>(feature: ServerFeature<F>): ServerFeature<F> => feature;

// The person an actsFor call is about (the caller, or whom staff named). Calls without a signed-in
// caller have none.
export const subject = (ctx: CallContext): string => {
  if (!ctx.subject) throw new Error('a call about a person was made without one');
  return ctx.subject;
};

// Whether the caller is staff (the role contracts/core/access.ts gives by isStaff).
export const byStaff = (ctx: CallContext): boolean => ctx.roles.has('staff');

// Narrows ctx.user for calls whose access rule already required a signed-in user.
export const signedIn = (ctx: CallContext): UserAccount => {
  if (!ctx.user) throw new Error('access rule let an anonymous caller through');
  return ctx.user;
};
