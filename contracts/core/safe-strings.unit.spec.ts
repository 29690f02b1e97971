import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnsafeInput, MAX_BODY_DEPTH, unsafeTextReason } from './safe-strings';

describe('unsafeTextReason', () => {
  it('refuses NUL and lone surrogates, and accepts every well-formed text', () => {
    expect(unsafeTextReason('a\u0000b')).toMatch(/NUL/);
    expect(unsafeTextReason('\ud800')).toMatch(/surrogate/);
    expect(unsafeTextReason('x\udc00')).toMatch(/surrogate/);
    expect(unsafeTextReason('\ud83e\uddd1‍💻 שלום \t\n')).toBeNull();
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }).filter((s) => !s.includes('\u0000')), (s) => unsafeTextReason(s) === null));
  });
});

describe('findUnsafeInput', () => {
  it('names the path of each bad value and field name', () => {
    expect(findUnsafeInput({ jobInfo: { tags: ['ok', 'b\u0000d'] }, ['k\ud800']: 1 }).map((i) => i.path).sort()).toEqual(['jobInfo.tags.1', 'k?']);
  });

  it('stops at the nesting bound without recursion, however deep the body', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    const issues = findUnsafeInput({ deep });
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toMatch(new RegExp(`${MAX_BODY_DEPTH} levels`));
  });

  it('finds nothing in plain JSON', () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 5 }), (v) => findUnsafeInput(v).every((i) => /NUL|surrogate/.test(i.message))));
    expect(findUnsafeInput({ a: [1, { b: 'c' }], d: null })).toEqual([]);
  });
});
