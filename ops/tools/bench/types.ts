import type { Engine, Figure } from './support/report';

export type BenchOptions = { quick: boolean; engines: readonly Engine[] };

export type BenchResult = { figures: Figure[]; details: Record<string, unknown> };
