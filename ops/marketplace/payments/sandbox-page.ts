import type { ProPlan } from '../../../contracts/marketplace/payments/plans';
import type { CardErrors, CardForm } from './sandbox-provider';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const money = (n: number, currency: string) => `${n.toFixed(2)} ${currency}`;

// Plain HTML and CSS, no script: it works with a keyboard, a screen reader and a narrow screen. Pay
// comes first, so Enter in a field pays (the first submit button is the form's default).
const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f9;color:#1d2433}
main{max-width:480px;margin:0 auto;padding:24px 16px}
header{display:flex;align-items:center;gap:8px;margin-bottom:16px}
header strong{font-size:20px}
.tag{font-size:12px;font-weight:600;background:#fff4d6;color:#7a5200;border-radius:999px;padding:2px 10px}
section{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(16,24,40,.12);padding:20px;margin-bottom:16px}
h1{font-size:18px;margin:0 0 4px}
.total{font-size:28px;font-weight:700;margin:8px 0 0}
.muted{color:#5b6475;font-size:14px;margin:0}
.badges span{display:inline-block;font-size:12px;font-weight:600;background:#e7f0ff;color:#1849a9;border-radius:6px;padding:2px 8px;margin:8px 6px 0 0}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #b8c0cc;border-radius:8px;background:#fff}
input:focus{outline:3px solid #9ec5ff;border-color:#1d5fd6}
input[aria-invalid=true]{border-color:#c0262d}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{color:#b42318;font-size:14px;margin:4px 0 0}
.alert{background:#fdecea;color:#8a1c1c;border-radius:8px;padding:10px 12px;margin-bottom:8px}
.actions{display:flex;gap:12px;margin-top:20px;flex-wrap:wrap}
button{font:inherit;font-weight:600;border-radius:8px;padding:12px 20px;cursor:pointer;border:1px solid transparent}
button:focus-visible{outline:3px solid #9ec5ff;outline-offset:2px}
.pay{background:#1d5fd6;color:#fff;flex:1}
.pay:hover{background:#174db0}
.cancel{background:#fff;color:#1d2433;border-color:#b8c0cc}
table{width:100%;border-collapse:collapse;font-size:14px}
th,td{text-align:left;padding:6px 0;border-bottom:1px solid #eef0f4}
code{font-size:14px}
a{color:#1d5fd6}
@media (max-width:480px){main{padding:12px 10px}.row{flex-direction:column;gap:0}.actions{flex-direction:column}button{width:100%}}
`;

const layout = (title: string, body: string, brand = 'JobSwipe Pro') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${styles}</style></head>
<body><main>
<header><strong>${escape(brand)}</strong><span class="tag">Sandbox: no real money</span></header>
${body}
</main></body></html>`;

const field = (id: keyof CardForm, label: string, value: string, errors: CardErrors, attrs: string) => {
  const error = errors[id];
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" value="${escape(value)}" ${attrs}${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
${error ? `<p class="error" id="${id}-error">${escape(error)}</p>` : ''}`;
};

// What the checkout sells: its heading, a line under it, badges, the total and what it brings.
export type CheckoutItem = { title: string; heading: string; note: string | null; badges: readonly string[]; total: number; currency: string; about: string; brand?: string };

export const proItem = (plan: ProPlan): CheckoutItem => {
  const months = `${plan.months} month${plan.months > 1 ? 's' : ''}`;
  return {
    title: `Pay for Pro, ${months}`,
    heading: `Pro plan, ${months}`,
    note: `${money(plan.pricePerMonth, plan.currency)} a month`,
    badges: [plan.save, plan.label].filter((b): b is string => b !== null),
    total: plan.total,
    currency: plan.currency,
    about: 'Unlimited applications, contact details without a match, skip the line, anonymous search, and 10 contact and 10 promote credits every month.',
  };
};

export function checkoutPage(input: { action: string; item: CheckoutItem; form: CardForm; errors: CardErrors; declined?: boolean }): string {
  const { item, form, errors } = input;
  const problems = Object.keys(errors).length;
  return layout(
    item.title,
    `<section aria-labelledby="plan">
<h1 id="plan">${escape(item.heading)}</h1>
${item.note ? `<p class="muted">${escape(item.note)}</p>` : ''}
${item.badges.length ? `<div class="badges">${item.badges.map((b) => `<span>${escape(b)}</span>`).join('')}</div>` : ''}
<p class="total">${money(item.total, item.currency)}</p>
<p class="muted">${escape(item.about)}</p>
</section>
<section aria-labelledby="card">
<h1 id="card">Card details</h1>
${problems ? `<div class="alert" role="alert">Please correct ${problems === 1 ? 'the field' : `${problems} fields`} below.</div>` : ''}
${input.declined ? '<div class="alert" role="alert">The card was declined. Try another card.</div>' : ''}
<form method="post" action="${escape(input.action)}" novalidate>
${field('name', 'Name on card', form.name, errors, 'autocomplete="cc-name" required')}
${field('number', 'Card number', form.number, errors, 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required')}
<div class="row"><div>${field('expiry', 'Expiry (MM/YY)', form.expiry, errors, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required')}</div>
<div>${field('cvc', 'CVC', form.cvc, errors, 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" required')}</div></div>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay ${money(item.total, item.currency)}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>
</section>
<section aria-labelledby="tests">
<h1 id="tests">Test cards</h1>
<table><thead><tr><th scope="col">Card number</th><th scope="col">Result</th></tr></thead>
<tbody><tr><td><code>4242 4242 4242 4242</code></td><td>Payment succeeds</td></tr>
<tr><td><code>4000 0000 0000 0002</code></td><td>Card declined</td></tr></tbody></table>
<p class="muted">Any future expiry date and any 3 digits for the CVC.</p>
</section>`,
    item.brand,
  );
}

export function messagePage(title: string, text: string, link: { href: string; label: string }, brand?: string): string {
  return layout(title, `<section><h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="${escape(link.href)}">${escape(link.label)}</a></p></section>`, brand);
}
