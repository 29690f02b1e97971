import { randomUUID } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { calls, type CallName } from '../../contracts/calls';
import type { Access } from '../../contracts/core/call';
import { fieldLabel } from '../../contracts/core/messages';
import { CallFailure, type ApiErrorBody } from '../../contracts/core/errors';
import { errorCatalog, type ErrorCode } from '../../contracts/errors';
import { isVersionConflict } from '../../contracts/core/event-store';
import type { Position } from '../../contracts/core/position';
import type { Session, TokenService } from '../../contracts/core/ports';
import { ConcurrencyExhaustedError } from '../../command/core/handle-command';
import { getUserAccount, type UserAccount } from '../../query/identity/users/get-user-data';
import type { CallHandlers } from '../registry';
import type { ApiDeps, CallContext, Reply } from './feature';
import type { Metrics } from './metrics';

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
};

const statusOf = (code: ErrorCode) => errorCatalog[code].status;

const send = (res: Response, status: number, body: ApiErrorBody | object) => res.status(status).json(body);

// One line a person can act on: the first field and what is wrong with it.
const summaryOf = (error: z.ZodError): string => {
  const first = error.issues[0];
  if (!first) return 'Invalid input';
  const label = fieldLabel(first.path.join('.'));
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
  return label ? `${label}: ${first.message}${more}` : `${first.message}${more}`;
};

const issuesOf = (error: z.ZodError) => error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));

async function authenticate(req: Request, tokens: TokenService): Promise<Session | null | ErrorCode> {
  const header = req.get('authorization');
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  if (!token) return null;
  const session = await tokens.verify(token, 'session');
  if (session && !session.expired) return { userId: session.sub, kind: 'user' };
  if (session?.expired) return 'TokenExpired';
  const guest = await tokens.verify(token, 'guest');
  if (guest && !guest.expired) return { userId: guest.sub, kind: 'guest' };
  return guest?.expired ? 'TokenExpired' : 'Unauthenticated';
}

// null when allowed, else the error code to answer with
function checkAccess(access: Access, session: Session | null, user: UserAccount | null): ErrorCode | null {
  if (access === 'anonymous') return null;
  if (!session) return 'Unauthenticated';
  if (access === 'guest') return null;
  if (session.kind !== 'user' || !user) return 'Unauthenticated';
  switch (access) {
    case 'authed':
      return null;
    case 'seeker':
      return user.lookingforwork ? null : 'NotASeeker';
    case 'recruiter':
      return user.lookingforwork ? 'NotARecruiter' : null;
    case 'admin':
    case 'staff':
    case 'journeyClient':
      return user.is_admin ? null : 'NotAdmin';
  }
}

export function createCallRouter(options: RouterOptions): Router {
  const { deps, handlers, tokens, log, metrics } = options;
  const router = express.Router();
  router.use(express.json({ limit: '1mb' }));

  router.post('/:name', async (req, res) => {
    const correlationId = (req.get('x-correlation-id') ?? '').slice(0, 64) || randomUUID();
    res.setHeader('x-correlation-id', correlationId);
    const name = req.params.name as CallName;
    const definition = Object.hasOwn(calls, name) ? calls[name] : undefined;
    if (!definition) return send(res, 404, { error: `Unknown call "${req.params.name}"`, code: 'UnknownCall' });
    const started = performance.now();
    let status = 200;
    try {
      const session = await authenticate(req, tokens);
      if (typeof session === 'string') return send(res, (status = 401), { error: errorCatalog[session].message, code: session });
      const user = session?.kind === 'user' ? ((await getUserAccount(deps.db, session.userId)) ?? null) : null;
      const denied = checkAccess(definition.access, session, user);
      if (denied) return send(res, (status = statusOf(denied)), { error: errorCatalog[denied].message, code: denied });
      const parsed = definition.input.safeParse(req.body ?? {});
      if (!parsed.success)
        return send(res, (status = 400), { error: summaryOf(parsed.error), code: 'ValidationFailed', issues: issuesOf(parsed.error) });
      const ctx: CallContext = {
        session,
        user,
        command: { userId: session?.kind === 'user' ? session.userId : null, correlationId, remoteIp: req.ip },
      };
      const handler = handlers[name] as (input: unknown, ctx: CallContext) => Promise<unknown>;
      let output = await handler(parsed.data, ctx);
      if (definition.kind === 'command') {
        const { appended, respond } = output as Reply<unknown>;
        const awaited = appended.position ? options.awaitedBy(name, appended.types) : [];
        if (appended.position && awaited.length && !(await options.waitForProjections(appended.position, awaited)))
          log.warn({ correlationId, call: name, position: appended.position, awaited }, 'read models lag behind the command');
        output = await respond();
      }
      return send(res, 200, definition.output.parse(output) as object);
    } catch (error) {
      if (error instanceof CallFailure) {
        status = statusOf(error.code);
        return send(res, status, { error: error.userMessage ?? errorCatalog[error.code].message, code: error.code });
      }
      if (error instanceof ConcurrencyExhaustedError || isVersionConflict(error)) {
        status = 409;
        return send(res, status, { error: errorCatalog.Conflict.message, code: 'Conflict' });
      }
      status = 500;
      log.error({ err: error, correlationId, call: name }, 'call failed');
      return send(res, status, { error: errorCatalog.Internal.message, code: 'Internal', correlationId });
    } finally {
      metrics.observeCall(name, status, (performance.now() - started) / 1000);
    }
  });

  // a body that is not JSON is bad input, not a fault
  router.use((error: unknown, req: Request, res: Response, next: (e?: unknown) => void) => {
    if (error instanceof SyntaxError || (error as { type?: string }).type === 'entity.parse.failed')
      return send(res, 400, { error: 'The request body is not valid JSON', code: 'ValidationFailed' });
    if ((error as { type?: string }).type === 'entity.too.large') return send(res, 413, { error: errorCatalog.PayloadTooLarge.message, code: 'PayloadTooLarge' });
    next(error);
  });
  return router;
}
