// The app on a real TCP connection (loopback, a free port): for what only a socket shows.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export async function listen(fetch: Parameters<typeof serve>[0]['fetch']): Promise<{ server: Server; base: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
