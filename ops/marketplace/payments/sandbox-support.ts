import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Appended } from '../../../command/core/handle-command';
import { handledTypes, type Projection } from '../../../projections/core/projection';
import type { ApiDeps } from '../../server/feature';
import { pollingWaiter } from '../../server/projection-waiter';
import type { CardForm } from './sandbox-provider';

// What the sandbox's checkout pages share (the Pro plan's, a payment link's).
export const emptyCardForm: CardForm = { name: '', number: '', expiry: '', cvc: '' };
export const formText = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');

// The page posts to itself and then leaves for the web app, which may be on PUBLIC_URL's origin.
export const checkoutHeaders = (res: Response, publicUrl: string) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(publicUrl).origin}; frame-ancestors 'none'; base-uri 'none'`);
};

// As a command does: the screen the buyer goes to next already shows what was paid. Only the read
// models that handle what was appended move past its position.
export const caughtUpWith = (deps: ApiDeps, awaited: readonly Projection[]) => {
  const waitFor = pollingWaiter(deps.db, 20);
  return async (appended: Appended) => {
    const names = awaited.filter((p) => appended.types.some((type) => handledTypes(p).has(type))).map((p) => p.name);
    if (appended.position && names.length) await waitFor(appended.position, names, 2000);
  };
};

// The buyer is nobody signed in: the request's correlation id is carried into the events.
export const buyerContext = (req: Request) => ({ actor: null, correlationId: (req.get('x-correlation-id') ?? '').slice(0, 64) || randomUUID(), remoteIp: req.ip });
