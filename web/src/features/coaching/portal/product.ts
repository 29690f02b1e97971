// The coaching brand: the server's PRODUCT_NAME (JobHunt by default), a setting of its run time
// that the page it serves carries in <meta name="product">; the dev server's page has none.
const DEFAULT_PRODUCT = 'JobHunt';

export const productName = (): string => (typeof document === 'undefined' ? null : document.querySelector('meta[name="product"]')?.getAttribute('content')?.trim()) || DEFAULT_PRODUCT;

// As the addresses of its screens say it ('/{product}-publishes'): lowercased, one word.
export const productSlug = (): string =>
  productName()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '') || DEFAULT_PRODUCT.toLowerCase();
