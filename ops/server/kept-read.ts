import { LRUCache } from 'lru-cache';

// A read that nearly every call makes and that changes rarely (a signed-in call's account and the
// time its sessions were last ended; the product's settings), kept between calls where this process
// sees every change that can alter it, and forgotten at each one. On the embedded engine one process
// makes every change: the read models' changes pass through its projection runner, the write-side
// tables' through its commands, so forgetting there is exact. On a server several processes share
// the data, so nothing is kept (`keep` false) and every call reads afresh.
//
// At 100 commands a second on the demo's data these two reads were 1.7 ms of the embedded engine's
// 7.7 ms per command, and two of its nine messages (BENCHMARKS.md, 2026-11-30).
//
// A read that began before a change and ends after it is answered but not kept: each forget moves a
// generation on, and a read keeps its value only if the generation it began in is still current.
export type KeptRead<K, V> = {
  get(key: K): Promise<V>;
  forget(key: K): void;
  forgetAll(): void;
};

export function keptRead<K extends {}, V>(read: (key: K) => Promise<V>, options: { keep: boolean; max?: number; worthKeeping?: (value: V) => boolean }): KeptRead<K, V> {
  if (!options.keep) return { get: read, forget: () => undefined, forgetAll: () => undefined };
  // the least recently used value leaves first; a value is boxed, since it may itself be undefined
  const kept = new LRUCache<K, { value: V }>({ max: options.max ?? 10_000 });
  let generation = 0;
  return {
    async get(key) {
      const hit = kept.get(key);
      if (hit) return hit.value;
      const began = generation;
      const value = await read(key);
      if (began === generation && (options.worthKeeping?.(value) ?? true)) kept.set(key, { value });
      return value;
    },
    forget(key) {
      generation++;
      kept.delete(key);
    },
    forgetAll() {
      generation++;
      kept.clear();
    },
  };
}
