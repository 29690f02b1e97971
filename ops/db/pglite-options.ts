import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// How every embedded engine of the product opens: with the contrib extensions its read models use
// (pg_trgm: the data tables' search indexes). dataDir undefined keeps it in memory.
export const pgliteOptions = (dataDir?: string): PGliteOptions => ({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
