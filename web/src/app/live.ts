import type { Middleware } from '@reduxjs/toolkit';
import { LIVE_READY } from '@contracts/core/live';
import type { AuthState } from './auth-slice';

// The slice of a socket.io client this app uses; tests pass a fake.
export type LiveSocket = {
  on: (event: string, listener: (payload: unknown) => void) => unknown;
  emit?: (event: string, payload: unknown) => unknown;
  disconnect: () => unknown;
  io: { on: (event: 'reconnect', listener: () => void) => unknown };
};
export type SocketConnector = (token: string) => LiveSocket | Promise<LiveSocket>;

// socket.io-client is loaded after the first render so it stays out of the initial bundle.
export const connectSocketIo: SocketConnector = async (token) => {
  const { io } = await import('socket.io-client');
  return io({ auth: { token } });
};

// Any zod schema fits; the hub never imports one, so the first screen loads none.
export type LiveSchema<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false } };

// What endpoints use in onCacheEntryAdded: hear one message kind, and hear when the connection came
// back (messages sent meanwhile are lost, so the entry refetches itself).
export type LiveHub = {
  subscribe: <T>(name: string, schema: LiveSchema<T>, listener: (message: T) => void) => () => void;
  onCatchUp: (listener: () => void) => () => void;
  // the highest log position seen in a message, or null before the first one
  lastPosition: () => string | null;
  // asks the server for a room (a journey staff have open), again after every reconnect, until released
  hold: (name: string, payload: unknown) => () => void;
};

export type AppExtra = { live: LiveHub };

// RTK Query hands lifecycle handlers the thunk's extra argument, which the store sets to AppExtra.
export const liveOf = (extra: unknown): LiveHub => (extra as AppExtra).live;

const later = (a: string, b: string | null): boolean =>
  b === null || a.length > b.length || (a.length === b.length && a > b);

const positionOf = (payload: unknown): string | null =>
  typeof payload === 'object' && payload !== null && 'position' in payload && typeof payload.position === 'string' && /^\d+$/.test(payload.position)
    ? payload.position
    : null;

// One shared socket per store: opened once something subscribes, it follows the session token
// (reconnects when it changes) and fans each message out to the cache entries that subscribed to it.
export const createLive = (connect: SocketConnector) => {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const catchUps = new Set<() => void>();
  const holds = new Set<{ name: string; payload: unknown }>();
  let socket: LiveSocket | null = null;
  let attached = new Set<string>();
  let last: string | null = null;
  // set by the middleware: opens the socket once a screen needs it (a page without live data loads no socket code)
  let wanted: () => void = () => undefined;

  const deliver = (name: string) => (payload: unknown) => {
    const position = positionOf(payload);
    if (position && later(position, last)) last = position;
    for (const listener of [...(listeners.get(name) ?? [])]) listener(payload);
  };
  const listen = (name: string) => {
    if (!socket || attached.has(name)) return;
    attached.add(name);
    socket.on(name, deliver(name));
  };

  const hub: LiveHub = {
    subscribe: (name, schema, listener) => {
      const wrapped = (payload: unknown) => {
        const parsed = schema.safeParse(payload);
        if (parsed.success) listener(parsed.data);
      };
      const set = listeners.get(name) ?? new Set();
      set.add(wrapped);
      listeners.set(name, set);
      listen(name);
      wanted();
      return () => set.delete(wrapped);
    },
    onCatchUp: (listener) => {
      catchUps.add(listener);
      return () => catchUps.delete(listener);
    },
    lastPosition: () => last,
    hold: (name, payload) => {
      const held = { name, payload };
      holds.add(held);
      socket?.emit?.(name, payload);
      wanted();
      return () => holds.delete(held);
    },
  };

  const attach = (live: LiveSocket) => {
    socket = live;
    attached = new Set();
    for (const name of listeners.keys()) listen(name);
    let reconnected = false;
    live.io.on('reconnect', () => {
      reconnected = true;
    });
    // After a reconnect the rooms are joined again only once the server says so: refetch from then.
    live.on(LIVE_READY, () => {
      for (const held of holds) live.emit?.(held.name, held.payload);
      if (!reconnected) return;
      reconnected = false;
      for (const listener of [...catchUps]) listener();
    });
  };

  const middleware: Middleware<object, { auth: AuthState }> = (store) => {
    let currentToken: string | null = null;
    let opened: string | null = null;
    let generation = 0;
    const open = () => {
      if (!currentToken || opened === currentToken || listeners.size === 0) return;
      opened = currentToken;
      const mine = ++generation;
      void Promise.resolve(connect(currentToken)).then((live) => {
        if (mine !== generation) live.disconnect();
        else attach(live);
      });
    };
    wanted = open;
    return (next) => (action) => {
      const result = next(action);
      const { token } = store.getState().auth;
      if (token !== currentToken) {
        currentToken = token;
        opened = null;
        generation++;
        socket?.disconnect();
        socket = null;
        open();
      }
      return result;
    };
  };

  return { hub, middleware };
};
