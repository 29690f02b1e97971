import type { Engine, Figure } from './support/report';

// projections: the rebuild bench's projections by name (all the registry's when absent)
export type BenchOptions = { quick: boolean; engines: readonly Engine[]; projections?: readonly string[] };

export type BenchResult = { figures: Figure[]; details: Record<string, unknown> };
