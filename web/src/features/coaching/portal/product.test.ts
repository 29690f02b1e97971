import { afterEach, describe, expect, it } from 'vitest';
import { productName, productSlug } from './product';

afterEach(() => document.head.querySelectorAll('meta[name="product"]').forEach((m) => m.remove()));

const served = (product: string) => {
  const meta = document.createElement('meta');
  meta.name = 'product';
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
});
