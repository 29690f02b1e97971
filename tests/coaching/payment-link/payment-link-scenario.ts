import { signInAdmin } from '../journey/journey-support';
import type { TestApp } from '../../support/test-app';

// An admin makes two payment links; one client pays in the sandbox and becomes a journey client,
// the other link stays open.
export async function runPaymentLinkScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  const links = [
    { email: 'link.payer@example.com', firstName: 'Lior', lastName: 'Payer', phone: '', amount: 1800, plan: 'standard pro', months: 3, description: '' },
    { email: 'link.open@example.com', firstName: 'Shira', lastName: 'Open', phone: '052-7654321', amount: 950.5, plan: 'standard executive', months: 1, description: 'First month' },
  ];
  const urls: string[] = [];
  for (const linkData of links) {
    const made = await t.call<{ url: string }>('getJHPaymentUrl', { transType: 'credit', linkData }, admin.token);
    if (made.status !== 200) throw new Error(`payment link not made: ${JSON.stringify(made.body)}`);
    urls.push(made.body.url);
  }
  const paid = await fetch(`${t.app.url}${new URL(urls[0]!).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', name: 'Lior Payer', number: '4242424242424242', expiry: '12/39', cvc: '123' }).toString(),
  });
  if (paid.status !== 200) throw new Error(`payment link not paid: ${paid.status}`);
}
