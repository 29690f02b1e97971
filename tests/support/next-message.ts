import type { Socket } from 'socket.io-client';

// The next socket message of this name that matches, or a rejection after the time limit: tests wait
// on messages, never on sleeps.
export const nextMessage = <M>(socket: Socket, name: string, match: (m: M) => boolean, timeoutMs = 1000) =>
  new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} message within ${timeoutMs} ms`)), timeoutMs);
    socket.on(name, function listener(message: M) {
      if (!match(message)) return;
      clearTimeout(timer);
      socket.off(name, listener);
      resolve(message);
    });
  });
