import type { z } from 'zod';
import type { Calls, CallName } from '../../contracts/calls';
import type { Session } from '../../contracts/core/ports';
import type { Position } from '../../contracts/core/position';
import type { CommandContext, CommandDeps } from '../../command/core/deps';
import type { UserAccount } from '../../query/identity/users/get-user-data';

export type CallContext = {
  session: Session | null;
  // the signed-in user's current read model; null for guests and anonymous callers
  user: UserAccount | null;
  command: CommandContext;
};

// A command answers after the read models have passed `position` (read-your-writes).
export type Reply<O> = { position: Position | null; respond: () => Promise<O> };

type In<N extends CallName> = z.output<Calls[N]['input']>;
type Out<N extends CallName> = z.input<Calls[N]['output']>;

export type CallHandler<N extends CallName> = Calls[N]['kind'] extends 'command'
  ? (input: In<N>, ctx: CallContext) => Promise<Reply<Out<N>>>
  : (input: In<N>, ctx: CallContext) => Promise<Out<N>>;

export type CallHandlers<N extends CallName = CallName> = { [K in N]: CallHandler<K> };

export const reply = <O>(position: Position | null, respond: () => Promise<O>): Reply<O> => ({ position, respond });

export type ApiDeps = CommandDeps;

// Narrows ctx.user for calls whose access rule already required a signed-in user.
export const signedIn = (ctx: CallContext): UserAccount => {
  if (!ctx.user) throw new Error('access rule let an anonymous caller through');
  return ctx.user;
};
