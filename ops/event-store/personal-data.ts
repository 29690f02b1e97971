import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { EventMetadata, EventStore, NewEvent, RecordedEvent } from '../../contracts/core/event-store';
import type { EventDefinitions } from '../../contracts/core/events';
import type { Db } from '../../projections/core/projection';
import type { Unlisten } from '../db/database';

// Crypto-shredding. Personal fields of events (declared per event type) are stored encrypted with
// a key of the person they belong to; deleting the account destroys the key, and from then on the
// log, a rebuild and any history view read only erased values. Commands and projections never see
// the difference: this store wraps the real one.

// An encrypted value in stored data: whose key, the JSON type of the value (so an erased value
// can take its place without breaking the event's schema), and iv | tag | ciphertext.
type Sealed = { $pii: { s: string; t: string; d: string } };

const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' && value !== null && '$pii' in value && typeof (value as Sealed).$pii?.d === 'string';

const jsonType = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

// What an erased value reads as: the same type, nothing in it.
const erasedValue = (type: string): unknown => ({ string: '', object: {}, array: [], number: 0, boolean: false })[type] ?? null;

export type PersonalDataVault = {
  // the keys of these subjects; null for one that was erased (or never had a key)
  keysFor(subjects: readonly string[]): Promise<Map<string, Buffer | null>>;
  // the subject's key, created on first use; null once erased
  keyFor(subject: string): Promise<Buffer | null>;
  erase(subject: string): Promise<void>;
  // how many erasures this process has made or heard of (and a lost listener counts as one)
  erasures(): number;
  close(): Promise<void>;
};

// Erasures are told to every process on this channel; the payload is the subject.
export const ERASED_CHANNEL = 'personal_data_erased';
const CACHE_MS = 30_000;

export type VaultOptions = {
  // the engine's LISTEN (PostgreSQL, or the embedded engine in-process)
  listen?: (channel: string, onNotify: (payload: string) => void) => Promise<Unlisten>;
  cacheMs?: number;
};

// Keys live in the SQL database (also when events are in EventStoreDB). Erasing keeps a tombstone
// row so a subject never gets a fresh key after deletion. Keys are cached; an erasure commits with
// a NOTIFY that makes every process listening drop the key from its cache at once. The cache's
// half-minute bound stays for a notice that never arrives (no listener, or one that failed to
// start); a listener that lost its connection forgets every key when it is back.
export function createVault(db: Db, options: VaultOptions = {}): PersonalDataVault {
  const cacheMs = options.cacheMs ?? CACHE_MS;
  const cache = new Map<string, { key: Buffer | null; at: number }>();
  // counts the notices heard: a key read while one arrived may be the one just erased, and is
  // returned but not kept
  let heard = 0;
  let erased = 0;
  const onNotify = (subject: string) => {
    heard++;
    if (subject) cache.delete(subject);
    else cache.clear();
  };
  // nothing is cached before the listener runs, so no erasure after a read can go unheard
  const listening: Promise<Unlisten | null> = options.listen ? options.listen(ERASED_CHANNEL, onNotify).catch(() => null) : Promise.resolve(null);
  const cached = (subject: string) => {
    const hit = cache.get(subject);
    return hit && performance.now() - hit.at < cacheMs ? hit : undefined;
  };
  return {
    async keysFor(subjects) {
      await listening;
      const found = new Map<string, Buffer | null>();
      const missing: string[] = [];
      for (const s of new Set(subjects)) {
        const hit = cached(s);
        if (hit) found.set(s, hit.key);
        else missing.push(s);
      }
      if (missing.length) {
        const before = heard;
        const { rows } = await sql<{ subject: string; key: Buffer | Uint8Array | null }>`
          SELECT subject, key FROM personal_data_key WHERE subject = ANY(${missing}::text[])`.execute(db);
        const byId = new Map(rows.map((r) => [r.subject, r.key ? Buffer.from(r.key) : null]));
        for (const s of missing) {
          const key = byId.get(s) ?? null;
          found.set(s, key);
          if (heard === before) cache.set(s, { key, at: performance.now() });
        }
      }
      return found;
    },
    async keyFor(subject) {
      await listening;
      const hit = cached(subject);
      if (hit?.key) return hit.key;
      const before = heard;
      await sql`INSERT INTO personal_data_key (subject, key) VALUES (${subject}, ${randomBytes(32)}) ON CONFLICT (subject) DO NOTHING`.execute(db);
      const { rows } = await sql<{ key: Buffer | Uint8Array | null }>`SELECT key FROM personal_data_key WHERE subject = ${subject}`.execute(db);
      const key = rows[0]?.key ? Buffer.from(rows[0].key) : null;
      if (heard === before) cache.set(subject, { key, at: performance.now() });
      return key;
    },
    async erase(subject) {
      // one statement: the notice is delivered when the key's removal commits, never before
      await sql`WITH erased AS (
          INSERT INTO personal_data_key (subject, key, erased_at) VALUES (${subject}, NULL, now())
          ON CONFLICT (subject) DO UPDATE SET key = NULL, erased_at = now() RETURNING subject)
        SELECT pg_notify(${ERASED_CHANNEL}, subject) FROM erased`.execute(db);
      cache.set(subject, { key: null, at: performance.now() });
      erased++;
    },
    erasures: () => heard + erased,
    async close() {
      const unlisten = await listening;
      await unlisten?.().catch(() => undefined);
    },
  };
}

export class PersonalDataErased extends Error {
  constructor(readonly subject: string) {
    super(`The personal data of ${subject} was erased; nothing more can be recorded for them`);
  }
}

const seal = (key: Buffer, subject: string, value: unknown): Sealed => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { $pii: { s: subject, t: jsonType(value), d: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url') } };
};

const open = (key: Buffer, sealed: Sealed): unknown => {
  const raw = Buffer.from(sealed.$pii.d, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as unknown;
};

// Applies fn to the value at a dotted path, in a copy of the object.
function atPath(data: Record<string, unknown>, path: string, fn: (value: unknown) => unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (!head || !Object.hasOwn(data, head)) return data;
  const value = data[head];
  if (!rest.length) return { ...data, [head]: fn(value) };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return data;
  return { ...data, [head]: atPath(value as Record<string, unknown>, rest.join('.'), fn) };
}

// Every sealed value in some data, wherever it is.
function sealedIn(value: unknown, found: Sealed[] = []): Sealed[] {
  if (isSealed(value)) found.push(value);
  else if (Array.isArray(value)) for (const v of value) sealedIn(v, found);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) sealedIn(v, found);
  return found;
}

function unsealAll(value: unknown, keys: Map<string, Buffer | null>): unknown {
  if (isSealed(value)) {
    const key = keys.get(value.$pii.s);
    return key ? open(key, value) : erasedValue(value.$pii.t);
  }
  if (Array.isArray(value)) return value.map((v) => unsealAll(v, keys));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unsealAll(v, keys)]));
  return value;
}

export function withPersonalData(store: EventStore, vault: PersonalDataVault, definitions: EventDefinitions): EventStore {
  const sealEvent = async (event: NewEvent): Promise<NewEvent> => {
    const definition = Object.hasOwn(definitions, event.type) ? definitions[event.type] : undefined;
    if (!definition?.personal.length) return event;
    const metadata: EventMetadata = event.metadata ?? {};
    const subject = definition.subject(event.data, metadata);
    if (!subject) return event;
    let data = event.data;
    const holdsSomething = definition.personal.some((path) => {
      let value: unknown = data;
      for (const part of path.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
      return value !== undefined && value !== null;
    });
    if (!holdsSomething) return event;
    const key = await vault.keyFor(subject);
    if (!key) throw new PersonalDataErased(subject);
        // nothing to hide in an absent or empty value
    for (const path of definition.personal) data = atPath(data, path, (value) => (value === undefined || value === null || isSealed(value) ? value : seal(key, subject, value)));
    return { ...event, data };
  };
  const sealAll = (events: NewEvent[]) => Promise.all(events.map(sealEvent));
  const unseal = async <E extends RecordedEvent>(events: E[]): Promise<E[]> => {
    const sealed = events.flatMap((e) => sealedIn(e.data));
    if (!sealed.length) return events;
    const keys = await vault.keysFor(sealed.map((s) => s.$pii.s));
    return events.map((e) => (sealedIn(e.data).length ? { ...e, data: unsealAll(e.data, keys) as Record<string, unknown> } : e));
  };
  return {
    engine: store.engine,
    append: async (streamId, events, options) => store.append(streamId, await sealAll(events), options),
    appendMany: async (writes) => store.appendMany(await Promise.all(writes.map(async (w) => ({ ...w, events: await sealAll(w.events) })))),
    readStream: async (streamId, options) => unseal(await store.readStream(streamId, options)),
    readStreams: async (streamIds, options) => {
      const read = await store.readStreams(streamIds, options);
      const all = await unseal([...read.values()].flat());
      const byStream = new Map<string, RecordedEvent[]>(streamIds.map((id) => [id, []]));
      for (const event of all) byStream.get(event.streamId)?.push(event);
      return byStream;
    },
    readAll: async (options) => unseal(await store.readAll(options)),
    headPosition: () => store.headPosition(),
    subscribe: (listener) => store.subscribe(listener),
    readEpoch: () => vault.erasures(),
    ...(store.knownVersion ? { knownVersion: store.knownVersion } : {}),
    close: async () => {
      await store.close();
      await vault.close();
    },
  };
}
