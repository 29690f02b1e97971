import type { UnionToIntersection } from './core/merge';
import type { CoreTables } from './core/tables';
import type { Feature } from './registry';

// Every table as kysely sees it: the platform's and each feature's, derived from the registry.
export type Database = CoreTables & UnionToIntersection<Feature['tables']>;
