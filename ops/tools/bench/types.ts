import type { Engine, Figure } from './support/report';

// What the database holds when a workload starts: nothing but what the workload makes itself, or the
// demo a newcomer gets on the first start (ops/tools/bench/support/demo-data.ts).
export type DataSize = 'empty' | 'demo';

// projections: the rebuild bench's projections by name (all the registry's when absent)
export type BenchOptions = { quick: boolean; engines: readonly Engine[]; sizes: readonly DataSize[]; projections?: readonly string[] };

export type BenchResult = { figures: Figure[]; details: Record<string, unknown> };
