import { mergeParts } from './core/merge';
import { features } from './registry';

// The one call table, derived from the features: the express router, the OpenAPI document and the
// tests' fuzzing and access matrix are built from it.
export const calls = mergeParts(features, 'calls');

export type Calls = typeof calls;
export type CallName = keyof Calls;
