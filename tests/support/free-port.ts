import { createServer } from 'node:net';

// A port nothing listens on now: for an app whose PUBLIC_URL must be the very address a browser uses.
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
