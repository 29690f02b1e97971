// @vitest-environment jsdom
// the output is parsed by a DOM, as a browser would parse it
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RICH_TEXT_LINK_REL, RICH_TEXT_TAGS, richText } from '../../contracts/core/rich-text';
import { jobChangesSchema, jobInfoSchema } from '../../contracts/marketplace/jobs/job';
import { richTextSanitizer, sanitizeRichText } from '../../ops/rich-text/sanitize-rich-text';
import { harmlessFormatting, xssCorpus } from './xss-corpus';

const allowedTags = new Set<string>(RICH_TEXT_TAGS);

// Parses the output as a browser would (innerHTML) and lists everything that is not plain
// allowed formatting: foreign elements, any attribute but a link's, a link to anything but
// http(s) or mail.
function problemsOf(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const problems: string[] = [];
  for (const el of host.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (!allowedTags.has(tag)) problems.push(`element <${tag}>`);
    for (const attr of el.attributes) {
      if (tag !== 'a' || !['href', 'rel', 'target'].includes(attr.name)) problems.push(`attribute ${attr.name} on <${tag}>`);
    }
    if (tag === 'a') {
      const href = el.getAttribute('href');
      if (href !== null && !/^(https?:|mailto:)/i.test(href)) problems.push(`link to ${href}`);
      if (el.getAttribute('rel') !== RICH_TEXT_LINK_REL) problems.push('link without rel');
    }
  }
  return problems;
}

describe('the rich-text sanitiser', () => {
  it.each(xssCorpus.map((p) => [p.name, p.html]))('leaves nothing active of: %s', (_name, html) => {
    const clean = sanitizeRichText(html);
    expect(problemsOf(clean)).toEqual([]);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:|<script|onerror|onload/i);
    // cleaning twice changes nothing: a stored value can be cleaned again safely
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('keeps simple formatting and marks links', () => {
    expect(sanitizeRichText(harmlessFormatting.html)).toBe(harmlessFormatting.expected);
    expect(problemsOf(harmlessFormatting.expected)).toEqual([]);
  });

  it('keeps the text of removed tags, escaped, and drops the content of code-like ones', () => {
    expect(sanitizeRichText('<div>inside <span>a div</span></div> 1 < 2')).toBe('inside a div 1 &lt; 2');
    expect(sanitizeRichText('before<script>alert(1)</script><style>p{}</style>after')).toBe('beforeafter');
  });

  it('keeps plain text as it was, but for the characters HTML escapes', () => {
    expect(sanitizeRichText('Build the APIs our customers use every day.\nR&D welcome')).toBe('Build the APIs our customers use every day.\nR&amp;D welcome');
  });
});

describe('rich-text fields declared in a schema', () => {
  it('cleans the fields a schema marks, through objects, arrays, optionals and defaults', () => {
    const schema = z.object({
      title: z.string(),
      body: richText(z.string()),
      extra: z.object({ note: richText(z.string()).optional() }).default({}),
      posts: z.array(z.object({ text: richText(z.string()) })),
    });
    const value = { title: '<b>raw</b>', body: '<b>ok</b><script>x</script>', extra: { note: '<img src=x onerror=1>hi' }, posts: [{ text: '<i onclick=1>a</i>' }] };
    expect(richTextSanitizer.cleanFields(schema, value)).toEqual({
      title: '<b>raw</b>',
      body: '<b>ok</b>',
      extra: { note: 'hi' },
      posts: [{ text: '<i>a</i>' }],
    });
  });

  it('finds the job description in a whole job and in an edit', () => {
    const job = { description: '<p onclick="x">Hi<script>alert(1)</script></p>', title: '<b>T</b>' };
    expect(richTextSanitizer.cleanFields(jobInfoSchema, job)).toEqual({ description: '<p>Hi</p>', title: '<b>T</b>' });
    expect(richTextSanitizer.cleanFields(jobChangesSchema, { description: '<em onclick=1>x</em>' })).toEqual({ description: '<em>x</em>' });
  });
});
