import { DateTime } from 'luxon';
import { paymentStreamId } from '../../../../contracts/marketplace/payments/ids';
import { getUserAccount } from '../../../../query/identity/users/get-user-data';
import { sendTemplatedMail } from '../../../mail/send-mail';
import { defineReaction } from '../../../tasks/reaction';

const ZONE = 'Asia/Jerusalem';
const day = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toFormat('dd.MM.yyyy');

// A Pro plan bought: its invoice by mail within minutes (§8), with what was paid, when and until
// when the plan runs. The invoice number is the payment's own id, so a run repeated mails once.
export const mailProInvoice = defineReaction({
  name: 'mail-pro-invoice',
  on: ['ProPlanExtended'],
  wanted: (event) => event.data.reason === 'purchase' && event.data.paymentId !== null,
  async react(deps, event, ctx) {
    const { userId, months, until, paymentId } = event.data;
    if (event.data.reason !== 'purchase' || !paymentId) return;
    const [account, payment] = await Promise.all([getUserAccount(deps.db, userId), deps.store.readStream(paymentStreamId(paymentId))]);
    const paid = payment.find((e) => e.type === 'PaymentSucceeded');
    if (!account || !paid) return;
    const data = paid.data as { amount: number; currency: string; cardLast4: string | null; paidAt: string };
    await sendTemplatedMail(deps, {
      template: 'pro-invoice',
      to: { email: account.email, userId },
      variables: {
        name: account.first_name,
        invoiceNumber: `PRO-${paymentId.slice(0, 10).toUpperCase()}`,
        months,
        amount: data.amount.toFixed(2),
        currency: data.currency,
        paidAt: day(data.paidAt),
        cardLast4: data.cardLast4,
        until: day(until),
        link: `${deps.publicUrl}/`,
      },
      key: `${ctx.key}:${account.email}`,
    });
  },
});
