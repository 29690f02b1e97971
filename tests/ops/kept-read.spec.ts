import { describe, expect, it } from 'vitest';
import { keptRead } from '../../ops/server/kept-read';

// A read kept between calls where one process sees every change, and forgotten at each.
const counting = () => {
  const reads: string[] = [];
  let version = 1;
  return {
    reads,
    change: () => version++,
    read: async (key: string) => {
      reads.push(key);
      return `${key}@${version}`;
    },
  };
};

describe('a kept read', () => {
  it('reads once and answers from what it kept until the key is forgotten, then reads again', async () => {
    const source = counting();
    const kept = keptRead(source.read, { keep: true });
    expect(await kept.get('a')).toBe('a@1');
    expect(await kept.get('a')).toBe('a@1');
    expect(await kept.get('b')).toBe('b@1');
    expect(source.reads).toEqual(['a', 'b']);
    source.change();
    kept.forget('a');
    expect(await kept.get('a')).toBe('a@2');
    expect(await kept.get('b')).toBe('b@1');
    kept.forgetAll();
    expect(await kept.get('b')).toBe('b@2');
    expect(source.reads).toEqual(['a', 'b', 'a', 'b']);
  });

  it('answers a read that a change overtook but does not keep it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let version = 1;
    const reads: number[] = [];
    const kept = keptRead(
      async (_key: string) => {
        const seen = version;
        reads.push(seen);
        if (reads.length === 1) await gate;
        return seen;
      },
      { keep: true },
    );
    const early = kept.get('k');
    // the change lands while the first read is on its way: what it read is already old
    version = 2;
    kept.forget('other');
    release();
    expect(await early).toBe(1);
    expect(await kept.get('k')).toBe(2);
    expect(reads).toEqual([1, 2]);
  });

  it('keeps at most max values, the least recently used leaving first, and nothing the rule calls not worth keeping', async () => {
    const source = counting();
    const kept = keptRead(source.read, { keep: true, max: 2, worthKeeping: (value) => !value.startsWith('none') });
    await kept.get('a');
    await kept.get('b');
    await kept.get('c');
    await kept.get('c');
    await kept.get('b');
    expect(source.reads).toEqual(['a', 'b', 'c']);
    await kept.get('a');
    expect(source.reads).toEqual(['a', 'b', 'c', 'a']);
    await kept.get('none');
    await kept.get('none');
    expect(source.reads.filter((k) => k === 'none')).toHaveLength(2);
  });

  it('reads afresh every time where it may not keep', async () => {
    const source = counting();
    const kept = keptRead(source.read, { keep: false });
    await kept.get('a');
    await kept.get('a');
    kept.forget('a');
    kept.forgetAll();
    expect(source.reads).toEqual(['a', 'a']);
  });
});
