import type { z } from 'zod';

// Who may make a call. 'anonymous' needs no token; 'guest' accepts the unregistered-user token too;
// the rest need a signed-in user whose current read model grants the role.
export type Access = 'anonymous' | 'guest' | 'authed' | 'seeker' | 'recruiter' | 'journeyClient' | 'staff' | 'admin';

export type CallKind = 'command' | 'query';

export type CallDefinition<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  kind: CallKind;
  access: Access;
  input: I;
  output: O;
  // multipart/form-data (uploads) instead of JSON
  multipart?: boolean;
  summary: string;
};

export const defineCalls = <T extends Record<string, CallDefinition>>(calls: T): T => calls;

export type CallInput<C extends CallDefinition> = z.input<C['input']>;
export type CallOutput<C extends CallDefinition> = z.output<C['output']>;
