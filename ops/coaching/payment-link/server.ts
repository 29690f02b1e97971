import { Router } from 'express';
import { paymentLinkFeature } from '../../../contracts/coaching/payment-link/feature';
import { paymentLinkSubject } from '../../../contracts/coaching/payment-link/ids';
import { paymentLinkProjection } from '../../../projections/coaching/payment-link/payment-link.projection';
import { paymentProviderFor } from '../../marketplace/payments/sandbox-provider';
import { defineServerFeature } from '../../server/feature';
import { getJHPaymentLinkData } from './calls/get-jh-payment-link-data';
import { getJHPaymentUrl } from './calls/get-jh-payment-url';
import { sandboxLinkRoutes } from './sandbox-link-routes';

export const paymentLinkServer = defineServerFeature({
  contract: paymentLinkFeature,
  projections: [paymentLinkProjection],
  migrations: [],
  // the screen lists the new link beside the form
  reads: { getJHPaymentUrl: [paymentLinkProjection] },
  // the sandbox's checkout page of a link, where the sandbox is the provider
  routes: (deps) => (paymentProviderFor(process.env, deps.publicUrl)?.name === 'sandbox' ? sandboxLinkRoutes(deps) : Router()),
  calls: { getJHPaymentLinkData, getJHPaymentUrl },
  // the links made for the deleted account's email or paid into it: their payer's details go
  eraseAccount: async (deps, account) => {
    const links = await deps.db
      .selectFrom('payment_link')
      .select('id')
      .where((eb) => eb.or([eb('user_id', '=', account.userId), eb(eb.fn('lower', ['email']), '=', account.email.toLowerCase())]))
      .execute();
    for (const link of links) await deps.personalData.erase(paymentLinkSubject(link.id));
    if (links.length) await deps.db.updateTable('payment_link').set({ email: '', first_name: '', last_name: '' }).where('id', 'in', links.map((l) => l.id)).execute();
  },
});
