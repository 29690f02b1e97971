import { createPaymentLink } from '../../../../command/coaching/payment-link/payment-link-commands';
import { paymentLinkMessages } from '../../../../contracts/coaching/payment-link/messages';
import { CallFailure, isDomainError } from '../../../../contracts/core/errors';
import { getPaymentLink } from '../../../../query/coaching/payment-link/get-payment-links';
import { paymentProviderFor } from '../../../marketplace/payments/sandbox-provider';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getJHPaymentUrl(deps: ApiDeps, input: CallIn<'getJHPaymentUrl'>, ctx: CallContext): Answer<'getJHPaymentUrl'> {
  // the provider the Pro plan uses: the sandbox built in, or a card processor through the same port
  const provider = paymentProviderFor(process.env, deps.publicUrl);
  if (!provider) throw new CallFailure('PaymentsUnavailable');
  const { linkData, transType } = input;
  const linkId = deps.newId();
  const name = `${linkData.firstName} ${linkData.lastName}`;
  const description = linkData.description || `${linkData.plan}, ${linkData.months} month${linkData.months > 1 ? 's' : ''}, ${name}`;
  const url = await provider.checkoutUrl({ kind: 'paymentLink', paymentId: linkId, amount: linkData.amount, currency: 'ILS', description });
  const created = await createPaymentLink(deps, { linkId, transType, linkData, provider: provider.name, url }, ctx.command);
  // the rule broken is on its field, as the schema's are
  if (isDomainError(created) && created.message === paymentLinkMessages.LinkPlanUnknown)
    throw new CallFailure(created.code, created.message, { issues: [{ path: 'linkData.plan', message: created.message }] });
  return replyTo(created, async () => {
    const link = await getPaymentLink(deps.db, linkId);
    if (!link) throw new Error(`the payment link ${linkId} is not in its read model after the wait`);
    return { url, link };
  });
}
