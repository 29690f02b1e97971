// The coaching brand: as an admin named it (/jssettings), else the server's PRODUCT_NAME (JobHunt by
// default), which the page the server serves carries in <meta name="product">; the dev server's
// page has none.
const DEFAULT_PRODUCT = 'JobHunt';

const meta = (name: string): string | null => (typeof document === 'undefined' ? null : (document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() ?? null));

export const productName = (): string => meta('product') || DEFAULT_PRODUCT;

// As the addresses of its screens say it ('/{product}-publishes'): lowercased, one word. Made of the
// configured PRODUCT_NAME (<meta name="product-slug">), not the name an admin may change, so links
// keep working when the brand is renamed; a page without it (an older server) uses the brand.
export const productSlug = (): string =>
  (meta('product-slug') || productName())
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '') || DEFAULT_PRODUCT.toLowerCase();
