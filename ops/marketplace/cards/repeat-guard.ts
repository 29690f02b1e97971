// Counts one look (or search) per caller and thing per period: a reload or a double click is not a
// second watch. Kept in this process, bounded; on several nodes a repeat may count once per node.
export type RepeatGuard = { firstTime(key: string, now: Date): boolean };

export function repeatGuard(periodMs: number, capacity = 50_000): RepeatGuard {
  const seen = new Map<string, number>();
  return {
    firstTime(key, now) {
      const at = now.getTime();
      const last = seen.get(key);
      if (last !== undefined && at - last < periodMs) return false;
      seen.delete(key);
      seen.set(key, at);
      // the oldest entry goes first (a Map keeps insertion order)
      if (seen.size > capacity) seen.delete(seen.keys().next().value!);
      return true;
    },
  };
}
