// The part of autocannon's API (v9, no types of its own) that scripts/load uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Request {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called when the request is built, just before it is sent; the request to send. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    /** Called with each answer of this request. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }

  /** One connection: its requests, in a loop. */
  export interface Client extends EventEmitter {
    setRequests(requests: Request[]): void;
    on(event: 'response', listener: (status: number, bytes: number, durationMs: number) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as timed out (its connection is then remade). */
    timeout?: number;
    pipelining?: number;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  }

  export interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }

  export interface Instance extends EventEmitter {
    stop(): void;
  }

  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
