import type { Socket } from 'socket.io-client';

// The next socket message of this name that matches, or a rejection after a generous limit: tests
// wait on messages, never on sleeps, and check that a message comes, not how fast (budgets are the
// bench's). The promise is marked handled at once, so a caller that awaits it later still sees the
// rejection but a slow step before that await is not reported as an unhandled rejection.
export const nextMessage = <M>(socket: Socket, name: string, match: (m: M) => boolean, timeoutMs = 15_000) => {
  const message = new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(name, listener);
      reject(new Error(`no ${name} message within ${timeoutMs} ms`));
    }, timeoutMs);
    function listener(m: M) {
      if (!match(m)) return;
      clearTimeout(timer);
      socket.off(name, listener);
      resolve(m);
    }
    socket.on(name, listener);
  });
  message.catch(() => undefined);
  return message;
};
