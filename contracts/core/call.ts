import type { z } from 'zod';
import type { Access, SubjectKind } from './access';
import type { UploadRule } from './uploads';

export type { Access } from './access';

export type CallKind = 'command' | 'query';

// The field that names the person a call is about, and the kind of person it must be.
export type ActsFor = { field: 'userId'; subject: SubjectKind };

// Abuse limits a call opts into (ops/server/security.ts sets the numbers):
// 'auth': sign-in style calls, per address and per email, with a lock-out after repeated failures;
// 'authMail': 'auth', and the call mails the address it names, so few per email per hour;
// 'guestWrite': writes that visitors without an account may make, per address.
export type RateLimitClass = 'auth' | 'authMail' | 'guestWrite';

// Bodies above this many bytes are refused with 413 unless a call declares more.
export const DEFAULT_BODY_LIMIT_BYTES = 256 * 1024;

export type CallDefinition<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  kind: CallKind;
  // who may make it (contracts/core/access.ts): 'anonymous' needs no token, 'guest' accepts the
  // unregistered visitor's token too, the rest need a signed-in person holding the role
  access: Access;
  // The call is about a person: the one its `userId` names, else the caller. Only staff may name
  // someone else; the router loads the person's account once (ctx.subject), answers 404 when the
  // id is nobody's and refuses a person of another kind, and every event appended carries
  // { actor, onBehalfOf } in its metadata. Handlers read ctx.subject, never input.userId, and never
  // check the person again.
  actsFor?: ActsFor;
  input: I;
  output: O;
  // multipart/form-data (uploads) instead of JSON
  multipart?: boolean;
  // also answered to GET /api/{name} without a body (plain reads the specs name as GET)
  method?: 'GET';
  // a multipart call's file fields and what each accepts (read by ops/uploads/read-upload.ts)
  upload?: UploadRule;
  rateLimit?: RateLimitClass;
  // the largest body this call accepts, in bytes (DEFAULT_BODY_LIMIT_BYTES when unset)
  bodyLimitBytes?: number;
  summary: string;
};

export const defineCalls = <T extends Record<string, CallDefinition>>(calls: T): T => calls;

export type CallInput<C extends CallDefinition> = z.input<C['input']>;
export type CallOutput<C extends CallDefinition> = z.output<C['output']>;
