import express, { type Request, type Response, type Router } from 'express';
import { CallFailure, isDomainError, type DomainError } from '../../../contracts/core/errors';
import { PAYMENT_RETURN } from '../../../contracts/marketplace/payments/provider';
import { proPlanMonthsSchema, proPlanOf } from '../../../contracts/marketplace/payments/plans';
import { completePayment, type CompletePayment } from '../../../command/marketplace/payments/complete-payment';
import { loadPayment } from '../../../command/marketplace/payments/payment-streams';
import { caughtUpWith } from '../../server/caught-up';
import type { ApiDeps } from '../../server/feature';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { creditLedgerProjection } from '../../../projections/marketplace/credits/credit-ledger.projection';
import { paymentProjection } from '../../../projections/marketplace/payments/payment.projection';
import { checkoutPage, messagePage, proItem } from './sandbox-page';
import { checkCard, SANDBOX_PATH, type CardForm } from './sandbox-provider';
import { buyerContext, checkoutHeaders, emptyCardForm, formText } from './sandbox-support';

const awaited = [userAccountProjection, creditLedgerProjection, paymentProjection];

const emptyForm = emptyCardForm;
const text = formText;
const pageHeaders = checkoutHeaders;

// The sandbox provider's hosted checkout: GET shows the plan and the card form, POST pays or cancels
// and sends the buyer back to the web app (/?proSuccess, /?proError, /?payment=cancelled).
export function sandboxRoutes(deps: ApiDeps): Router {
  const router = express.Router();
  // as a command does: the web app the buyer returns to already shows the plan and the credits
  const caughtUp = caughtUpWith(deps, awaited);
  const home = (to: string) => `${deps.publicUrl}${to}`;
  const ctx = buyerContext;
  const completedPage = (res: Response) =>
    res.status(409).type('html').send(messagePage('Payment completed', 'This payment is already completed.', { href: home('/'), label: 'Back to JobSwipe' }));
  // the buyer's way back once the payment is complete; a payment completed meanwhile (another tab)
  // shows its page, any other refusal is a fault
  const complete = async (req: Request, res: Response, command: CompletePayment, returnTo: string) => {
    const completed = await completePayment(deps, command, ctx(req));
    if (isDomainError(completed)) return refused(res, completed);
    await caughtUp(completed);
    return res.redirect(303, home(returnTo));
  };
  const refused = (res: Response, error: DomainError) => {
    if (error.code !== 'PaymentCompleted') throw new CallFailure(error.code, error.message);
    return completedPage(res);
  };

  const open = async (req: Request, res: Response) => {
    const paymentId = String(req.params.paymentId);
    const payment = await loadPayment(deps, paymentId);
    pageHeaders(res, deps.publicUrl);
    if (payment.status === 'none') {
      res.status(404).type('html').send(messagePage('Payment not found', 'This payment link is not valid.', { href: home('/'), label: 'Back to JobSwipe' }));
      return null;
    }
    if (payment.status !== 'started') {
      completedPage(res);
      return null;
    }
    const months = proPlanMonthsSchema.safeParse(payment.months);
    return { paymentId, plan: proPlanOf(months.success ? months.data : 1) };
  };

  router.get(`${SANDBOX_PATH}/:paymentId`, async (req, res, next) => {
    try {
      const found = await open(req, res);
      if (found) res.type('html').send(checkoutPage({ action: `${SANDBOX_PATH}/${encodeURIComponent(found.paymentId)}`, item: proItem(found.plan), form: emptyForm, errors: {} }));
    } catch (error) {
      next(error);
    }
  });

  router.post(`${SANDBOX_PATH}/:paymentId`, express.urlencoded({ extended: false, limit: '8kb' }), async (req, res, next) => {
    try {
      const found = await open(req, res);
      if (!found) return;
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (body.action === 'cancel') return await complete(req, res, { paymentId: found.paymentId, outcome: 'cancelled', cardLast4: null, reason: null }, PAYMENT_RETURN.cancelled);
      const form: CardForm = { name: text(body.name), number: text(body.number), expiry: text(body.expiry), cvc: '' };
      const checked = checkCard({ ...form, cvc: text(body.cvc) }, deps.clock());
      if ('errors' in checked)
        return res.status(422).type('html').send(checkoutPage({ action: `${SANDBOX_PATH}/${encodeURIComponent(found.paymentId)}`, item: proItem(found.plan), form, errors: checked.errors }));
      const declined = checked.outcome === 'declined';
      const outcome = { outcome: checked.outcome, cardLast4: checked.last4, reason: declined ? 'card declined' : null };
      return await complete(req, res, { paymentId: found.paymentId, ...outcome }, declined ? PAYMENT_RETURN.error : PAYMENT_RETURN.success);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
