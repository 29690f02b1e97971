import { CallFailure } from '../../../../contracts/core/errors';
import { proPlanOf } from '../../../../contracts/marketplace/payments/plans';
import { startPayment } from '../../../../command/marketplace/payments/start-payment';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { paymentProviderFor } from '../sandbox-provider';

export async function getPaymentUrl(deps: ApiDeps, input: CallIn<'getPaymentUrl'>, ctx: CallContext): Answer<'getPaymentUrl'> {
  // the sandbox is the only provider built in; a card processor plugs in through the same port
  const provider = paymentProviderFor(process.env, deps.publicUrl);
  if (!provider) throw new CallFailure('PaymentsUnavailable');
  const { months } = input;
  const started = await startPayment(deps, { months, provider: provider.name }, ctx.command);
  return replyTo(started, async ({ paymentId }) => {
    const plan = proPlanOf(months);
    const url = await provider.checkoutUrl({ kind: 'pro', paymentId, amount: plan.total, currency: plan.currency, description: `Pro plan, ${months} month${months > 1 ? 's' : ''}` });
    return { url, paymentId };
  });
}
