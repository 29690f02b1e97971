import express, { type Request, type Response, type Router } from 'express';
import { CallFailure, isDomainError } from '../../../contracts/core/errors';
import { paymentLinkStreamId } from '../../../contracts/coaching/payment-link/ids';
import { paymentLinkDecider } from '../../../command/coaching/payment-link/decide-payment-link';
import { payPaymentLink } from '../../../command/coaching/payment-link/payment-link-commands';
import type { PaymentLinkState } from '../../../command/coaching/payment-link/payment-link';
import { loadStream } from '../../../command/core/handle-command';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { paymentProjection } from '../../../projections/marketplace/payments/payment.projection';
import { paymentLinkProjection } from '../../../projections/coaching/payment-link/payment-link.projection';
import { checkCard, SANDBOX_LINK_PATH, type CardForm } from '../../marketplace/payments/sandbox-provider';
import { checkoutPage, messagePage, type CheckoutItem } from '../../marketplace/payments/sandbox-page';
import { buyerContext, checkoutHeaders, emptyCardForm, formText } from '../../marketplace/payments/sandbox-support';
import { caughtUpWith } from '../../server/caught-up';
import type { ApiDeps } from '../../server/feature';

// the read models the payer's and the staff's next screens read
const awaited = [userAccountProjection, paymentProjection, paymentLinkProjection];

const emptyForm = emptyCardForm;
const text = formText;
const pageHeaders = checkoutHeaders;

type OpenLink = Exclude<PaymentLinkState, { status: 'none' }>;

const itemOf = (link: OpenLink, brand: string): CheckoutItem => ({
  title: `Pay ${brand}`,
  heading: link.description || `${brand}: ${link.plan}`,
  note: `For ${link.firstName} ${link.lastName}, ${link.months} month${link.months > 1 ? 's' : ''} of ${link.plan}`,
  badges: [],
  total: link.amount,
  currency: link.currency,
  about: `Personal job-search coaching by ${brand}. Once paid, sign in with ${link.email} (set your password with "Forgot password").`,
  brand,
});

// The sandbox's checkout of a payment link: GET shows what the coach asked for and the card form;
// POST pays (the payer becomes a journey client, see payPaymentLink) or cancels. The payer may have
// no account yet, so the outcome is told on this page, with a way to the web app.
export function sandboxLinkRoutes(deps: ApiDeps): Router {
  const router = express.Router();
  const caughtUp = caughtUpWith(deps, awaited);
  const home = { href: `${deps.publicUrl}/`, label: 'Go to JobSwipe' };
  const ctx = buyerContext;
  const action = (linkId: string) => `${SANDBOX_LINK_PATH}/${encodeURIComponent(linkId)}`;

  // the link when it may be paid; otherwise its page is sent and null returned
  const open = async (req: Request, res: Response, brand: string): Promise<OpenLink | null> => {
    const link = (await loadStream(deps.store, paymentLinkStreamId(String(req.params.linkId)), paymentLinkDecider)).state;
    pageHeaders(res, deps.publicUrl);
    if (link.status === 'created') return link;
    if (link.status === 'none') res.status(404).type('html').send(messagePage('Payment link not found', 'This payment link is not valid.', home, brand));
    else res.status(409).type('html').send(messagePage('Already paid', 'This payment link is already paid. Thank you!', home, brand));
    return null;
  };

  router.get(`${SANDBOX_LINK_PATH}/:linkId`, async (req, res, next) => {
    try {
      const { brandName } = await deps.settings();
      const link = await open(req, res, brandName);
      if (link) res.type('html').send(checkoutPage({ action: action(link.linkId), item: itemOf(link, brandName), form: emptyForm, errors: {} }));
    } catch (error) {
      next(error);
    }
  });

  router.post(`${SANDBOX_LINK_PATH}/:linkId`, express.urlencoded({ extended: false, limit: '8kb' }), async (req, res, next) => {
    try {
      const { brandName } = await deps.settings();
      const link = await open(req, res, brandName);
      if (!link) return;
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (body.action === 'cancel') return res.type('html').send(messagePage('Payment cancelled', 'Nothing was paid. You can open the link again to pay.', home, brandName));
      const form: CardForm = { name: text(body.name), number: text(body.number), expiry: text(body.expiry), cvc: '' };
      const checked = checkCard({ ...form, cvc: text(body.cvc) }, deps.clock());
      if ('errors' in checked) return res.status(422).type('html').send(checkoutPage({ action: action(link.linkId), item: itemOf(link, brandName), form, errors: checked.errors }));
      // a declined card leaves the link open for another
      if (checked.outcome === 'declined') return res.status(402).type('html').send(checkoutPage({ action: action(link.linkId), item: itemOf(link, brandName), form, errors: {}, declined: true }));
      const paid = await payPaymentLink(deps, { linkId: link.linkId, cardLast4: checked.last4 }, ctx(req));
      if (isDomainError(paid)) {
        if (paid.code !== 'PaymentLinkAlreadyPaid') throw new CallFailure(paid.code, paid.message);
        return res.status(409).type('html').send(messagePage('Already paid', 'This payment link is already paid. Thank you!', home, brandName));
      }
      await caughtUp(paid);
      return res
        .status(200)
        .type('html')
        .send(messagePage('Payment received', `Thank you, ${link.firstName}! Your ${brandName} plan (${link.plan}) is active. Sign in with ${link.email} to start.`, home, brandName));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
