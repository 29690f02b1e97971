import { createPaymentLink, payPaymentLink } from '../../../command/coaching/payment-link/payment-link-commands';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { linkDataSchema } from '../../../contracts/coaching/payment-link/link';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import { combineAppended } from '../../../command/core/handle-command';
import { paymentProviderFor } from '../../marketplace/payments/sandbox-provider';

// Two payment links the coaching admin made: one a new client paid (an account and a journey with
// the plan, and a payment on /payments), one still waiting to be paid. Returns the last position.
export async function seedDemoPaymentLinks(deps: CommandDeps, coach: string): Promise<Position | null> {
  const provider = paymentProviderFor(process.env, deps.publicUrl);
  if (!provider) return null;
  const asCoach: CommandContext = { actor: coach, correlationId: 'seed' };
  const links = [
    { email: 'paid.client@demo.jobswipe.local', firstName: 'Yael', lastName: 'Golan', phone: '052-5550101', amount: 2400, plan: 'standard pro', months: 3, description: 'Personal coaching, 3 months' },
    { email: 'new.lead@demo.jobswipe.local', firstName: 'Itai', lastName: 'Shalom', phone: '', amount: 4200, plan: 'standard executive', months: 6, description: '' },
  ];
  const made = [];
  for (const data of links) {
    const linkId = deps.newId();
    const linkData = linkDataSchema.parse(data);
    const url = await provider.checkoutUrl({ kind: 'paymentLink', paymentId: linkId, amount: linkData.amount, currency: 'ILS', description: linkData.description || linkData.plan });
    const created = await createPaymentLink(deps, { linkId, transType: 'credit', linkData, provider: provider.name, url }, asCoach);
    if (isDomainError(created)) throw new Error(`a demo payment link was refused: ${created.code}`);
    made.push({ linkId, created });
  }
  const paid = await payPaymentLink(deps, { linkId: made[0]!.linkId, cardLast4: '4242' }, { actor: null, correlationId: 'seed' });
  if (isDomainError(paid)) throw new Error(`the demo payment link was not paid: ${paid.code}`);
  return combineAppended(...made.map((m) => m.created), paid).position;
}
