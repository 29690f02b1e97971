import type { FeatureContract } from './feature';

export type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;

type MergeableKey = 'calls' | 'events' | 'live' | 'errors' | 'announces';

// One feature's part merged over every feature: `calls` of all features as one table. A name
// declared by two features is a mistake caught when the registry loads, not a silent override.
export type Merged<F extends FeatureContract, K extends MergeableKey> = UnionToIntersection<NonNullable<F[K]>>;

export function mergeParts<F extends FeatureContract, K extends MergeableKey>(features: readonly F[], key: K, base: Record<string, unknown> = {}): Merged<F, K> {
  const merged: Record<string, unknown> = { ...base };
  const owner = new Map<string, string>(Object.keys(base).map((name) => [name, 'core']));
  for (const feature of features) {
    for (const [name, value] of Object.entries(feature[key] ?? {})) {
      const first = owner.get(name);
      if (first) throw new Error(`${key} "${name}" is declared by both ${first} and ${feature.name}`);
      owner.set(name, feature.name);
      merged[name] = value;
    }
  }
  return merged as Merged<F, K>;
}
