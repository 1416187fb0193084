// A small HTTP client on node:http for the proofs: keep-alive, a chosen source address on
// the loopback (127.x.y.z: another "player" for the login throttling), timings.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body as JSON, or undefined. */
  json: unknown;
  ms: number;
}

export interface Call {
  port: number;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Source address (127.0.0.0/8). */
  from?: string;
  timeoutMs?: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** Rejects on a connection error (a process killed, a refused connection). */
export function call(c: Call): Promise<Answer> {
  const body = c.body === undefined ? undefined : JSON.stringify(c.body);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1', port: c.port, method: c.method ?? (body === undefined ? 'GET' : 'POST'), path: c.path,
        headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...c.headers },
        ...(c.from ? { localAddress: c.from, agent: false } : { agent }),
        timeout: c.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, ms: performance.now() - start });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout on ${c.path}`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** The session cookie a login answer set (`hs_session=…`), for the Cookie header. */
export function sessionCookie(answer: Answer): string | undefined {
  const set = answer.headers['set-cookie'];
  const line = (Array.isArray(set) ? set : set ? [set] : []).find((l) => l.startsWith('hs_session='));
  return line?.split(';')[0];
}

/** A French `{error}` (a string, or `{message}`): what every refusal of the API answers. */
export function frenchError(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const error = (json as { error?: unknown }).error;
  const text = typeof error === 'string' ? error : (error as { message?: unknown } | undefined)?.message;
  if (typeof text !== 'string') return undefined;
  return /[éèêàâçùûôî]|\b(le|la|les|de|des|du|un|une|est|vous|votre|dans)\b/i.test(text) ? text : undefined;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
