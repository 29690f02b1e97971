import { PAYMENT_LINK_CURRENCY, PAYMENT_LINK_DESCRIPTION_MAX, PAYMENT_LINK_MAX_AMOUNT, PAYMENT_LINK_MAX_MONTHS, type LinkField } from '../../../../contracts/coaching/payment-link/link';
import { journeyPlanChoices } from '../../../../command/coaching/payment-link/facts';
import { getPaymentLinks } from '../../../../query/coaching/payment-link/get-payment-links';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

// The form of a credit link, field by field: the screen builds its inputs from these and the server
// checks the same rules (contracts/coaching/payment-link/link.ts).
const linkFields = (plans: readonly string[]): { fields: LinkField[]; extraFields: LinkField[] } => ({
  fields: [
    { name: 'email', type: 'email', required: true, maxLength: 200 },
    { name: 'firstName', type: 'text', required: true, maxLength: 60 },
    { name: 'lastName', type: 'text', required: true, maxLength: 60 },
    { name: 'phone', type: 'tel', required: false, maxLength: 20 },
    { name: 'amount', type: 'number', required: true, min: 0.01, max: PAYMENT_LINK_MAX_AMOUNT, step: 0.01 },
    { name: 'plan', type: 'select', required: true, options: [...plans] },
    { name: 'months', type: 'number', required: true, min: 1, max: PAYMENT_LINK_MAX_MONTHS, step: 1 },
  ],
  extraFields: [{ name: 'description', type: 'textarea', required: false, maxLength: PAYMENT_LINK_DESCRIPTION_MAX }],
});

export async function getJHPaymentLinkData(deps: ApiDeps, _input: CallIn<'getJHPaymentLinkData'>, _ctx: CallContext): Answer<'getJHPaymentLinkData'> {
  const plans = await journeyPlanChoices(deps);
  return {
    ...linkFields(plans),
    linkData: { email: '', firstName: '', lastName: '', phone: '', amount: null, plan: plans[0] ?? '', months: 3, description: '', currency: PAYMENT_LINK_CURRENCY },
    transTypes: [{ value: 'credit', label: 'Credit' }],
    links: await getPaymentLinks(deps.db),
  };
}
