import type { z } from 'zod';
import type { MatrixRow } from './access-matrix';
import type { CallDefinition } from './call';
import type { Announcement } from './client-changes';
import type { MessageCatalog } from './messages';
import type { EventDefinitions } from './events';

export type ErrorDefinition = { status: number; message: string };

// What one `<area>/<feature>` declares in contracts/, once: its calls, the events it writes, the
// live messages it pushes, its error codes, the stream prefixes it owns and the row types of its
// tables. contracts/registry.ts lists the features; the call table, kysely's Database type, the
// error catalogue and the live-message union are derived from that list. The server half (handlers,
// projections, migrations) is declared beside it in ops/<area>/<feature>/feature.ts.
export type FeatureContract = {
  name: string;
  calls: Readonly<Record<string, CallDefinition>>;
  // the access matrix's row for each call (contracts/core/access-matrix.ts)
  access: Readonly<Record<string, MatrixRow>>;
  events: EventDefinitions;
  live: Readonly<Record<string, z.ZodType>>;
  // the commands whose answers are told to the rooms of the journey client they are about, and in
  // which of its live messages (contracts/core/client-changes.ts)
  announces?: Readonly<Record<string, Announcement>>;
  errors: Readonly<Record<string, ErrorDefinition>>;
  // what its rules and answers say, by code (contracts/core/messages.ts)
  messages?: MessageCatalog;
  // every stream id this feature builds starts with one of these (the EventStoreDB reader filters on them)
  streams: readonly string[];
  // the prefixes of streams whose described events are kept as history entries (who changed what,
  // when: the history_entry read model); their states are folded back in time with history()
  history?: readonly string[];
  // types only: the rows of the tables this feature owns
  tables: object;
};

export const defineFeature = <const F extends FeatureContract>(feature: F): F => feature;

// A table-row map carried only as a type: `tables: tableTypes<{ job: JobTable }>()`.
export const tableTypes = <T extends object>(): T => ({}) as T;

export const defineErrors = <const E extends Record<string, ErrorDefinition>>(errors: E): E => errors;
