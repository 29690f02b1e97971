import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { CardForm } from './sandbox-provider';

// What the sandbox's checkout pages share (the Pro plan's, a payment link's).
export const emptyCardForm: CardForm = { name: '', number: '', expiry: '', cvc: '' };
export const formText = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');

// The page posts to itself and then leaves for the web app, which may be on PUBLIC_URL's origin.
export const checkoutHeaders = (res: Response, publicUrl: string) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(publicUrl).origin}; frame-ancestors 'none'; base-uri 'none'`);
};

// The buyer is nobody signed in: the request's correlation id is carried into the events.
export const buyerContext = (req: Request) => ({ actor: null, correlationId: (req.get('x-correlation-id') ?? '').slice(0, 64) || randomUUID(), remoteIp: req.ip });
