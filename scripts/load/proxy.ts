// A small round-robin reverse proxy (node:http) in front of the server instances, on
// 127.0.0.1: it appends the client's address to X-Forwarded-For (the instances run with
// TRUST_PROXY=1), names the instance that answered in X-Served-By, takes an instance out
// of the rotation when a connection to it fails (answering that request 502, as a POST is
// not retried by a proxy) and puts it back once its /healthz answers again.
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Backend {
  name: string;
  port: number;
}

export interface Proxy {
  port: number;
  /** Answers per instance name, and the 502s the proxy gave itself. */
  served: Record<string, number>;
  badGateway: number;
  /** Why, for the first 502s. */
  errors: string[];
  close(): Promise<void>;
}

export async function startProxy(backends: Backend[]): Promise<Proxy> {
  const state = backends.map((b) => ({ ...b, up: true, agent: new Agent({ keepAlive: true, maxSockets: 64, timeout: 4000 }) }));
  const served: Record<string, number> = Object.fromEntries(backends.map((b) => [b.name, 0]));
  let next = 0;
  let badGateway = 0;
  const errors: string[] = [];
  const pick = () => {
    for (let i = 0; i < state.length; i++) {
      const b = state[next++ % state.length]!;
      if (b.up) return b;
    }
    return state[next++ % state.length]!; // none up: try anyway
  };

  const server: Server = createServer((req, res) => {
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    // Hop-by-hop headers stay on the client's connection; the agent keeps its own alive.
    const { connection: _connection, 'keep-alive': _keepAlive, ...endToEnd } = req.headers;
    const headers: IncomingHttpHeaders = { ...endToEnd, 'x-forwarded-for': forwarded };
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(Buffer.concat(chunks), 0));

    function forward(body: Buffer, attempt: number) {
      const backend = pick();
      const upstream = request(
        { host: '127.0.0.1', port: backend.port, method: req.method, path: req.url, headers, agent: backend.agent },
        (answer) => {
          served[backend.name] = (served[backend.name] ?? 0) + 1;
          const { connection: _c, 'keep-alive': _k, ...answerHeaders } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, { ...answerHeaders, 'x-served-by': backend.name });
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the instance closed as it was reused: a GET is sent again
        // once (as proxies do for idempotent requests); a POST is never replayed by the proxy.
        const reused = (upstream as unknown as { reusedSocket?: boolean }).reusedSocket;
        if (reused && req.method === 'GET' && attempt === 0 && !res.headersSent) return forward(body, 1);
        if (!reused || error.code === 'ECONNREFUSED') backend.up = false;
        badGateway++;
        const reason = `${backend.name} ${req.method} ${req.url} ${error.code ?? error.message}${reused ? ' (reused connection)' : ''}`;
        if (errors.length < 20 || badGateway % 1000 === 0) errors.push(`${new Date().toISOString().slice(11, 23)} ${reason}`);
        if (!res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'x-served-by': backend.name });
          res.end(JSON.stringify({ error: 'Passerelle : l’instance ne répond pas.' }));
        } else res.destroy();
      });
      upstream.end(body);
    }
  });
  server.keepAliveTimeout = 30_000;

  const health = setInterval(() => {
    for (const b of state.filter((s) => !s.up)) {
      const probe = request({ host: '127.0.0.1', port: b.port, path: '/healthz', agent: false, timeout: 1000 }, (answer) => {
        answer.resume();
        if (answer.statusCode === 200) b.up = true;
      });
      probe.on('error', () => {});
      probe.on('timeout', () => probe.destroy());
      probe.end();
    }
  }, 250);

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    served,
    errors,
    get badGateway() {
      return badGateway;
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(health);
        for (const b of state) b.agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
