import {
  AccessDeniedError,
  BACKWARDS,
  END,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendResult,
  type AppendStreamRequest,
  type AppendToStreamOptions,
  type EventData,
  type MultiAppendResult,
  type ReadAllOptions,
  type ReadStreamOptions,
  type ResolvedEvent,
  type SubscribeToAllOptions,
} from '@kurrent/kurrentdb-client';
import { isRecord } from './eventstoredb-codec';

// The part of the KurrentDB client the adapter uses, so unit tests can hand it a fake.
export type EventStoreDbClient = {
  appendToStream(streamName: string, events: EventData[], options: AppendToStreamOptions): Promise<AppendResult>;
  multiStreamAppend(requests: AppendStreamRequest[]): Promise<MultiAppendResult>;
  readAll(options: ReadAllOptions): AsyncIterable<AllStreamResolvedEvent>;
  readStream(streamName: string, options?: ReadStreamOptions): AsyncIterable<ResolvedEvent>;
  subscribeToAll(options: SubscribeToAllOptions): AllStreamSubscription;
  dispose(): Promise<void>;
};

// appendMany needs multi-stream append (KurrentDB 25.1); everything else needs less
// (filtered $all reads 21.10, positions on stream reads 22.6).
export const MINIMUM_SERVER_VERSION = { major: 25, minor: 1 } as const;
const minimum = `${MINIMUM_SERVER_VERSION.major}.${MINIMUM_SERVER_VERSION.minor}`;

export type VersionDecision = { ok: true } | { ok: false; reason: string };

export function decideServerVersion(version: string): VersionDecision {
  const match = /^v?(\d+)\.(\d+)/.exec(version.trim());
  if (!match) {
    return {
      ok: false,
      reason:
        `Could not tell the EventStoreDB/KurrentDB server version (reported "${version}"; servers before 21.10 report none). ` +
        `JobSwipe needs KurrentDB ${minimum} or later. Refusing to start.`,
    };
  }
  const major = Number(match[1]);
  const minor = Number(match[2]);
  if (major > MINIMUM_SERVER_VERSION.major || (major === MINIMUM_SERVER_VERSION.major && minor >= MINIMUM_SERVER_VERSION.minor)) {
    return { ok: true };
  }
  return {
    ok: false,
    reason:
      `EventStoreDB/KurrentDB ${version} is too old: JobSwipe needs KurrentDB ${minimum} or later ` +
      `(atomic multi-stream append, which appendMany uses, arrived in 25.1). Refusing to start.`,
  };
}

// The client learns the version through its capability discovery (the ServerFeatures call made
// before its first versioned request) but keeps that getter protected: read it by name.
export async function serverVersionOf(client: object): Promise<string> {
  const features: unknown = await Reflect.get(client, 'capabilities');
  const version = isRecord(features) ? features.serverVersion : undefined;
  return typeof version === 'string' ? version : 'unknown';
}

// Only the user name: the rest of the URL may hold a password.
export function userOf(connectionString: string): string | null {
  const match = /^[a-z0-9+]+:\/\/([^@/?]*)@/i.exec(connectionString);
  const user = match?.[1].split(':', 1)[0];
  if (!user) return null;
  try {
    return decodeURIComponent(user);
  } catch {
    return user;
  }
}

const accessDenied = (user: string | null): string => {
  const who = user
    ? `EventStoreDB user "${user}"`
    : 'The EventStoreDB connection (no user in EVENTSTORE_URL: anonymous, or a client certificate user)';
  const grant = user ?? '<user>';
  return (
    `${who} may not read $all, or its credentials were refused. The event store reads $all (filtered to its stream ` +
    `prefixes) for projections: make the user a member of $admins, or grant it read on $all with the ACL ` +
    `{"$acl": {"$r": ["${grant}"]}} on the $all stream's metadata ($$$all). See docs/eventstoredb.md. Refusing to start.`
  );
};

// Reading one event backwards from the end is the cheapest read that needs the $all permission.
export async function checkReadAllAccess(client: Pick<EventStoreDbClient, 'readAll'>, user: string | null): Promise<void> {
  const read = client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 })[Symbol.asyncIterator]();
  try {
    await read.next();
    await read.return?.();
  } catch (error) {
    if (error instanceof AccessDeniedError) throw new Error(accessDenied(user), { cause: error });
    throw error;
  }
}

// Run once at start: a clear refusal beats a retry loop against a server that will never do.
export async function checkEventStoreDb(client: Pick<EventStoreDbClient, 'readAll'>, user: string | null): Promise<void> {
  const decision = decideServerVersion(await serverVersionOf(client));
  if (!decision.ok) throw new Error(decision.reason);
  await checkReadAllAccess(client, user);
}
