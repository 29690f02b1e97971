import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { calls, type CallName } from '../../contracts/calls';
import { refusalOf, rolesOf, type Role } from '../../contracts/core/access';
import { DEFAULT_BODY_LIMIT_BYTES, type CallDefinition } from '../../contracts/core/call';
import { coreMessages, fieldLabel, say } from '../../contracts/core/messages';
import { CallFailure, type ApiErrorBody } from '../../contracts/core/errors';
import { findUnsafeInput } from '../../contracts/core/safe-strings';
import { errorCatalog, type ErrorCode } from '../../contracts/errors';
import { isVersionConflict } from '../../contracts/core/event-store';
import type { Position } from '../../contracts/core/position';
import type { Session, TokenService } from '../../contracts/core/ports';
import { ConcurrencyExhaustedError } from '../../command/core/handle-command';
import { scheduleLockoutNotice } from '../identity/users/tasks/mail-lockout-notice';
import { roleFlagsOf, sessionOwner, type UserAccount } from '../../query/identity/users/get-user-data';
import type { CallHandlers } from '../registry';
import type { ApiDeps, CallContext, Reply } from './feature';
import type { CallCookies } from './context';
import type { Metrics } from './metrics';
import { isDatabaseUnavailable } from './unavailable';
import { readUpload, uploadBodyLimit } from '../uploads/read-upload';
import { createAbuseLimits, type AbuseLimits } from './security';
import { sendError } from './error-body';
import { answerCsv, wantsCsv, type CsvExporter } from './data-table-export';
import { loadSubject, subjectOf } from './subject';
import { announce, type AnnouncePublish } from './announce';

export { subjectOf } from './subject';

export type RouterOptions = {
  deps: ApiDeps;
  handlers: CallHandlers;
  tokens: TokenService;
  log: Logger;
  metrics: Metrics;
  // the projections a command's answer waits for, given what it appended
  awaitedBy(call: string, appendedTypes: readonly string[]): string[];
  // resolves once the named read models have passed the position (bounded)
  waitForProjections(position: Position, names: readonly string[]): Promise<boolean>;
  // rate limits and the lock-out; in memory with the default numbers when not given
  limits?: AbuseLimits;
  // the calls that also answer as CSV (Accept: text/csv), by name
  exporters?: Readonly<Record<string, CsvExporter>>;
  // a signed-in call's account and when its sessions were last ended (sessionOwner; the app keeps
  // it between calls on the embedded engine: ./kept-read.ts)
  sessionOwner?: SessionOwnerRead;
  // the sockets' rooms: a command its feature announces tells its answer there
  publish?: AnnouncePublish;
};

const statusOf = (code: ErrorCode) => errorCatalog[code].status;

// An error answer carries the codes of what it says (./error-body.ts); a success is sent as it is.
const send = (res: Response, status: number, body: ApiErrorBody | object) => (status < 400 ? res.status(status).json(body) : sendError(res, status, body as ApiErrorBody));

const fail = (res: Response, code: ErrorCode, message?: string, issues?: ApiErrorBody['issues']) =>
  send(res, statusOf(code), { error: message ?? errorCatalog[code].message, code, ...(issues ? { issues } : {}) });

// One line a person can act on: the first field and what is wrong with it.
const summaryOf = (issues: readonly { path: string; message: string }[]): string => {
  const first = issues[0];
  if (!first) return say(coreMessages.InputInvalid);
  const label = fieldLabel(first.path);
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return label ? `${label}: ${first.message}${more}` : `${first.message}${more}`;
};

const issuesOf = (error: z.ZodError) => error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));

type SessionOwnerRead = (userId: string) => ReturnType<typeof sessionOwner>;
type Authenticated = { session: Session; user: UserAccount | null };
// A caller the access rule lets through: who they are and the roles they hold.
type Admitted = { session: Session | null; user: UserAccount | null; held: ReadonlySet<Role> };

async function authenticate(req: Request, ownerOf: SessionOwnerRead, tokens: TokenService): Promise<Authenticated | null | ErrorCode> {
  const header = req.get('authorization');
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  if (!token) return null;
  if (token.length > 4096) return 'Unauthenticated';
  const session = await tokens.verify(token, 'session');
  if (session?.expired) return 'TokenExpired';
  if (session) {
    // a password change, a reset or "sign out everywhere" ends the sessions begun before it;
    // no credential: the account is gone (or never was)
    const owner = await ownerOf(session.sub);
    if (owner === undefined) return 'Unauthenticated';
    if (owner.validAfter && session.issuedAt < owner.validAfter.getTime()) return 'TokenExpired';
    // excluded by an admin: refused while excluded, and again welcome once let back
    if (owner.account?.excluded_by_admin) return 'AccountExcluded';
    return { session: { userId: session.sub, kind: 'user' }, user: owner.account ?? null };
  }
  const guest = await tokens.verify(token, 'guest');
  if (guest && !guest.expired) return { session: { userId: guest.sub, kind: 'guest' }, user: null };
  return guest?.expired ? 'TokenExpired' : 'Unauthenticated';
}

// Who calls and whether the call's access rule lets them: read from the token alone, before a byte
// of the body (a caller without the right token learns nothing about what the body should be).
async function admit(req: Request, ownerOf: SessionOwnerRead, tokens: TokenService, definition: CallDefinition): Promise<Admitted | ErrorCode> {
  const authenticated = await authenticate(req, ownerOf, tokens);
  if (typeof authenticated === 'string') return authenticated;
  const session = authenticated?.session ?? null;
  const user = authenticated?.user ?? null;
  const held = rolesOf(session ? (session.kind === 'user' ? { kind: 'user', flags: user ? roleFlagsOf(user) : null } : { kind: 'guest' }) : null);
  return refusalOf(definition.access, held) ?? { session, user, held };
}

const emailOf = (input: unknown): string | null =>
  typeof input === 'object' && input !== null && typeof (input as { email?: unknown }).email === 'string' ? (input as { email: string }).email.trim().toLowerCase() : null;

const kib = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

type Definition = CallDefinition & { name: CallName };

const definitionOf = (name: string): Definition | undefined => (Object.hasOwn(calls, name) ? { ...calls[name as CallName], name: name as CallName } : undefined);

// One JSON parser per body limit, made on first use.
const parsers = new Map<number, express.RequestHandler>();
const jsonParser = (limit: number) => {
  let parser = parsers.get(limit);
  if (!parser) parsers.set(limit, (parser = express.json({ limit, strict: true, type: () => true })));
  return parser;
};

export const bodyLimitOf = (definition: CallDefinition) => definition.bodyLimitBytes ?? (definition.upload ? uploadBodyLimit(definition.upload) : DEFAULT_BODY_LIMIT_BYTES);

const hasBody = (req: Request) => Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;

// Body-parser and URL faults are the caller's: a 4xx that says what to send instead.
function clientFault(error: unknown): { status: number; body: ApiErrorBody } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { type, status, limit } = error as { type?: string; status?: number; limit?: number };
  if (error instanceof URIError || (status === 400 && type === undefined))
    return { status: 400, body: { error: say(coreMessages.AddressInvalid), code: 'ValidationFailed', issues: [{ path: '', message: say(coreMessages.AddressMalformed) }] } };
  switch (type) {
    case 'entity.parse.failed':
      return { status: 400, body: { error: say(coreMessages.BodyNotJson), code: 'ValidationFailed', issues: [{ path: '', message: say(coreMessages.SendJsonObject) }] } };
    case 'entity.too.large':
      return { status: 413, body: { error: say(coreMessages.BodyTooLarge, { size: kib(limit ?? DEFAULT_BODY_LIMIT_BYTES) }), code: 'PayloadTooLarge' } };
    case 'charset.unsupported':
      return { status: 415, body: { error: say(coreMessages.BodyNotUtf8), code: 'UnsupportedMediaType' } };
    case 'encoding.unsupported':
      return { status: 415, body: { error: say(coreMessages.BodyEncodingUnsupported), code: 'UnsupportedMediaType' } };
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return { status: 400, body: { error: say(coreMessages.BodyArrivedIncomplete), code: 'ValidationFailed', issues: [{ path: '', message: say(coreMessages.BodyIncomplete) }] } };
  }
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { status, body: { error: say(status === 400 ? coreMessages.RequestInvalid : coreMessages.RequestUnhandled), code: status === 400 ? 'ValidationFailed' : 'BadRequest' } };
  return null;
}

export function createCallRouter(options: RouterOptions): Router {
  const { deps, handlers, tokens, log, metrics } = options;
  const ownerOf: SessionOwnerRead = options.sessionOwner ?? ((userId) => sessionOwner(deps.db, userId));
  const router = express.Router();
  const limits = options.limits ? Promise.resolve(options.limits) : createAbuseLimits({ scale: 1 });

  // Admits the caller, or answers why not (and counts the answer). null once answered.
  const admitted = async (req: Request, res: Response, definition: Definition): Promise<Admitted | null> => {
    const started = performance.now();
    let status = 200;
    try {
      const outcome = await admit(req, ownerOf, tokens, definition);
      if (typeof outcome !== 'string') return outcome;
      status = statusOf(outcome);
      fail(res, outcome);
      return null;
    } catch (error) {
      const correlationId = res.locals.correlationId as string;
      if (!isDatabaseUnavailable(error)) throw error;
      status = 503;
      res.setHeader('Retry-After', '5');
      log.warn({ err: error, correlationId, call: definition.name }, 'database unavailable');
      send(res, status, { error: errorCatalog.Unavailable.message, code: 'Unavailable', correlationId });
      return null;
    } finally {
      if (status !== 200) metrics.observeCall(definition.name, status, (performance.now() - started) / 1000);
    }
  };

  // name, caller, content type and size are checked before a byte of the body is parsed
  router.post('/:name', async (req: Request, res: Response, next: NextFunction) => {
    const correlationId = (req.get('x-correlation-id') ?? '').replace(/[^\w.:-]/g, '').slice(0, 64) || randomUUID();
    res.setHeader('x-correlation-id', correlationId);
    res.locals.correlationId = correlationId;
    const definition = definitionOf(req.params.name as string);
    if (!definition) return send(res, 404, { error: say(coreMessages.CallUnknown, { name: String(req.params.name).slice(0, 100) }), code: 'UnknownCall' });
    res.locals.definition = definition;
    const caller = await admitted(req, res, definition);
    if (!caller) return;
    res.locals.admitted = caller;
    const limit = bodyLimitOf(definition);
    if (Number(req.get('content-length') ?? 0) > limit) return clientFaultAnswer(res, { type: 'entity.too.large', limit });
    if (!hasBody(req)) return next();
    if (definition.multipart) return req.is('multipart/form-data') ? next() : fail(res, 'UnsupportedMediaType', say(coreMessages.SendMultipart));
    if (!req.is('application/json')) return fail(res, 'UnsupportedMediaType');
    return jsonParser(limit)(req, res, next);
  });

  // a call declared GET: no body to check, the rest as for POST
  router.get('/:name', async (req: Request, res: Response, next: NextFunction) => {
    const definition = definitionOf(req.params.name as string);
    if (definition?.method !== 'GET') return next();
    res.locals.correlationId = (req.get('x-correlation-id') ?? '').replace(/[^\w.:-]/g, '').slice(0, 64) || randomUUID();
    res.setHeader('x-correlation-id', res.locals.correlationId as string);
    res.locals.definition = definition;
    const caller = await admitted(req, res, definition);
    if (!caller) return;
    res.locals.admitted = caller;
    req.body = {};
    return answer(req, res);
  });

  const answer = async (req: Request, res: Response) => {
    const correlationId = res.locals.correlationId as string;
    const definition = res.locals.definition as Definition;
    const { name } = definition;
    const started = performance.now();
    let status = 200;
    try {
      // the caller was admitted before the body was read; a JSON body is parsed already, a multipart one is read now
      const unsafe = definition.multipart ? [] : findUnsafeInput(req.body);
      if (unsafe.length) return send(res, (status = 400), { error: summaryOf(unsafe), code: 'ValidationFailed', issues: unsafe });
      const { session, user, held } = res.locals.admitted as Admitted;
      // readUpload checks the form's text fields for unsafe text and each file's type and size itself
      const body: unknown = definition.multipart && definition.upload && hasBody(req) ? await readUpload(req, res, definition.upload) : req.body;
      const parsed = definition.input.safeParse(body ?? {});
      if (!parsed.success) {
        const issues = issuesOf(parsed.error);
        return send(res, (status = 400), { error: summaryOf(issues), code: 'ValidationFailed', issues });
      }
      const callerId = session?.kind === 'user' ? session.userId : null;
      const acting = definition.actsFor ? subjectOf(parsed.data, callerId, held, definition.actsFor.field) : { subject: callerId };
      if ('refused' in acting) {
        status = 403;
        return fail(res, 'ActsForOthers');
      }
      // the person the call is about, loaded once: handlers neither look them up nor check them again
      const subjectAccount = definition.actsFor && acting.subject ? await loadSubject(deps.db, definition.actsFor, acting.subject, { id: callerId, account: user, held }) : user;
      if (typeof subjectAccount === 'string') {
        status = statusOf(subjectAccount);
        const field = definition.actsFor?.field ?? 'userId';
        return fail(res, subjectAccount, undefined, subjectAccount === 'ClientNotNamed' ? [{ path: field, message: errorCatalog.ClientNotNamed.message }] : undefined);
      }
      const onBehalfOf = acting.subject !== callerId && acting.subject ? acting.subject : undefined;
      const email = emailOf(parsed.data);
      const limiter = definition.rateLimit ? await limits : null;
      if (definition.rateLimit && limiter) {
        const refusal = await limiter.admit(definition.rateLimit, { call: name, ip: req.ip ?? 'unknown', email, signedIn: session?.kind === 'user' });
        if (refusal) {
          if (refusal.newlyLocked && email)
            void scheduleLockoutNotice(deps, email, refusal.retryAfterSeconds, correlationId).catch((error: unknown) => log.error({ err: error, correlationId }, 'lock-out notice failed'));
          res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
          status = 429;
          return fail(res, refusal.code, refusal.message);
        }
      }
      const ctx: CallContext = {
        session,
        user,
        roles: held,
        subject: acting.subject,
        subjectAccount,
        command: { actor: callerId, ...(onBehalfOf ? { onBehalfOf } : {}), correlationId, remoteIp: req.ip },
        cookies: cookiesOf(req, res),
      };
      const handler = handlers[name] as (input: unknown, ctx: CallContext) => Promise<unknown>;
      // a data-table call asked for as CSV streams its rows as a file instead
      if (wantsCsv(req)) {
        status = await answerCsv({ res, exporter: options.exporters?.[name], input: parsed.data, ctx, log, correlationId });
        return;
      }
      let output = await handler(parsed.data, ctx);
      // a failure keeps the attempt it took; a success gives them all back
      if (definition.rateLimit && limiter) await limiter.succeeded(definition.rateLimit, email);
      let appended: Reply<unknown>['appended'] | null = null;
      if (definition.kind === 'command') {
        const reply = output as Reply<unknown>;
        appended = reply.appended;
        const awaited = appended.position ? options.awaitedBy(name, appended.types) : [];
        if (appended.position && awaited.length && !(await options.waitForProjections(appended.position, awaited)))
          log.warn({ correlationId, call: name, position: appended.position, awaited }, 'read models lag behind the command');
        output = await reply.respond();
      }
      const answered = definition.output.parse(output) as object;
      send(res, 200, answered);
      if (appended && options.publish) announce(options.publish, name, answered, appended, ctx);
      return;
    } catch (error) {
      if (error instanceof CallFailure) {
        status = statusOf(error.code);
        // a rule the handler checked may name the field it is about, as a schema's issue does
        const issues = error.details?.issues as ApiErrorBody['issues'] | undefined;
        return send(res, status, { error: error.userMessage ?? errorCatalog[error.code].message, code: error.code, ...(issues ? { issues } : {}) });
      }
      if (error instanceof ConcurrencyExhaustedError || isVersionConflict(error)) {
        status = 409;
        return send(res, status, { error: errorCatalog.Conflict.message, code: 'Conflict' });
      }
      if (isDatabaseUnavailable(error)) {
        status = 503;
        res.setHeader('Retry-After', '5');
        log.warn({ err: error, correlationId, call: name }, 'database unavailable');
        return send(res, status, { error: errorCatalog.Unavailable.message, code: 'Unavailable', correlationId });
      }
      status = 500;
      log.error({ err: error, correlationId, call: name }, 'call failed');
      return send(res, status, { error: errorCatalog.Internal.message, code: 'Internal', correlationId });
    } finally {
      metrics.observeCall(name, status, (performance.now() - started) / 1000);
    }
  };
  router.post('/:name', answer);

  // anything else under /api: JSON, never the HTML pages of express
  router.all('/{*rest}', (req, res) => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return send(res, 405, { error: say(coreMessages.UsePost, { method: req.method }), code: 'MethodNotAllowed' });
    }
    return send(res, 404, { error: say(coreMessages.CallAddress), code: 'UnknownCall' });
  });

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (clientFaultAnswer(res, error)) return;
    const correlationId = (res.locals.correlationId as string | undefined) ?? randomUUID();
    log.error({ err: error, correlationId }, 'request failed before its call');
    return send(res, 500, { error: errorCatalog.Internal.message, code: 'Internal', correlationId });
  });
  return router;
}

function clientFaultAnswer(res: Response, error: unknown): boolean {
  const fault = clientFault(error);
  if (!fault) return false;
  send(res, fault.status, fault.body);
  return true;
}

// The request's cookies (a plain name=value list) and a way to set one on the answer.
function cookiesOf(req: Request, res: Response): CallCookies {
  const sent = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    try {
      sent.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // a value that is not URL-encoded text is no cookie of ours
    }
  }
  return {
    get: (name) => sent.get(name),
    set: (name, value, maxAgeSeconds) => {
      res.cookie(name, value, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: maxAgeSeconds * 1000 });
    },
  };
}
