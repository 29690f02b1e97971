import { describe, expect, it } from 'vitest';
import { cutAtLastSpace, DESCRIPTION_LIMIT, DESCRIPTION_LIMIT_MOBILE, truncateHtml } from './truncate';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 10}`).join(' ');

describe('description truncation', () => {
  it('keeps a text that fits', () => {
    expect(cutAtLastSpace('short text', 10)).toBeNull();
    expect(cutAtLastSpace('x'.repeat(DESCRIPTION_LIMIT), DESCRIPTION_LIMIT)).toBeNull();
  });

  it('cuts at the last space within the limit, 1010 on desktop and 510 on mobile', () => {
    const text = words(300);
    const desktop = cutAtLastSpace(text, DESCRIPTION_LIMIT)!;
    const mobile = cutAtLastSpace(text, DESCRIPTION_LIMIT_MOBILE)!;
    expect(desktop.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(mobile.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT_MOBILE);
    expect(desktop.length).toBeGreaterThan(DESCRIPTION_LIMIT - 7);
    expect(text.startsWith(desktop)).toBe(true);
    expect(text[desktop.length]).toBe(' ');
    expect(text[mobile.length]).toBe(' ');
    expect(cutAtLastSpace('one two three', 9)).toBe('one two');
  });

  it('cuts one long word at the limit', () => {
    expect(cutAtLastSpace('x'.repeat(20), 8)).toBe('x'.repeat(8));
  });

  it('counts text only in HTML and never breaks a tag', () => {
    const html = `<p>${'aaaa '.repeat(3)}<strong>bbbb cccc</strong></p><ul><li>dddd eeee</li></ul>`;
    const cut = truncateHtml(html, 22);
    expect(cut.truncated).toBe(true);
    expect(cut.html).toBe('<p>aaaa aaaa aaaa <strong>bbbb…</strong></p><ul><li></li></ul>');
    expect(truncateHtml('<p>fits</p>', 10)).toEqual({ html: '<p>fits</p>', truncated: false });
  });
});
