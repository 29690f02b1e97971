import { vi } from 'vitest';
import type { LiveSocket } from '../app/live';

type Listener = (payload: unknown) => void;

// A socket the test drives by hand.
export const fakeSocket = () => {
  const listeners = new Map<string, Listener[]>();
  const managerListeners = new Map<string, () => void>();
  const socket: LiveSocket = {
    on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    disconnect: vi.fn(),
    io: { on: (event, listener) => managerListeners.set(event, listener) },
  };
  return {
    socket,
    emit: (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload)),
    // socket.io reconnects, then the server says the rooms are joined again
    reconnect: () => {
      managerListeners.get('reconnect')?.();
      listeners.get('live.ready')?.forEach((listener) => listener({}));
    },
    tokens: [] as string[],
  };
};
