import { afterEach, describe, expect, it } from 'vitest';
import { productName, productSlug } from './product';

afterEach(() => document.head.querySelectorAll('meta[name="product"], meta[name="product-slug"]').forEach((m) => m.remove()));

const served = (product: string, name = 'product') => {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = product;
  document.head.append(meta);
};

describe('the brand', () => {
  it('is the one the server put in the page', () => {
    served('CareerUp');
    expect(productName()).toBe('CareerUp');
    expect(productSlug()).toBe('careerup');
  });

  it('makes one word of a name with spaces, and is JobHunt without a server', () => {
    served('Career Up!');
    expect(productSlug()).toBe('career-up');
    document.head.querySelectorAll('meta[name="product"]').forEach((m) => m.remove());
    expect([productName(), productSlug()]).toEqual(['JobHunt', 'jobhunt']);
  });

  it("keeps the screens' addresses on the configured name when an admin renamed the brand", () => {
    served('Career Up Coaching');
    served('JobHunt', 'product-slug');
    expect(productName()).toBe('Career Up Coaching');
    expect(productSlug()).toBe('jobhunt');
  });
});
