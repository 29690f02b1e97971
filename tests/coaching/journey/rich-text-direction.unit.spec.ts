import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../ops/rich-text/sanitize-rich-text';

// The editor's left-to-right button marks a block's direction; the sanitiser keeps ltr and rtl on
// blocks and nothing else.
describe('a block’s direction in rich text', () => {
  it('keeps dir ltr or rtl on paragraphs, list items and headings', () => {
    expect(sanitizeRichText('<p dir="ltr">user@example.com</p><ul><li dir="rtl">שלום</li></ul><h3 dir="ltr">Title</h3>')).toBe('<p dir="ltr">user@example.com</p><ul><li dir="rtl">שלום</li></ul><h3 dir="ltr">Title</h3>');
  });

  it('drops any other value, and dir on other tags', () => {
    expect(sanitizeRichText('<p dir="auto" style="color:red">x</p><b dir="ltr">y</b>')).toBe('<p>x</p><b>y</b>');
  });
});
