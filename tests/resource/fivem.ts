// Runs the FiveM resource's server scripts (targets/nui/resource, in fxmanifest order)
// under a real Lua 5.4 (wasmoon) with stubbed natives: fivem-runtime.lua, fake
// frameworks (frameworks.lua), the KVP in a JS map, HTTP answered by a JS function
// (a fake API or the real reference server), and a clock the test moves.
import { afterEach, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { LuaFactory, type LuaEngine } from 'wasmoon';

const RESOURCE = new URL('../../targets/nui/resource/', import.meta.url);
const read = (url: URL) => readFileSync(url, 'utf8');

export interface HttpCall {
  url: string;
  method: string;
  body: string;
  headers: Record<string, string>;
}
export type HttpHandler = (call: HttpCall) => Promise<{ status: number; body: string }> | { status: number; body: string };

/** One thing that happened, in order: an HTTP request, a KVP write, a framework call, an event. */
export interface Entry {
  what: string;
  args: unknown[];
}

export interface FiveMOptions {
  convars?: Record<string, string>;
  /** The resource's KVP: pass the same map again to restart the resource with it. */
  kvp?: Map<string, number>;
  http: HttpHandler;
  /** Lua run after the frameworks are installed and config.lua is loaded, before the server scripts. */
  setup?: string;
}

export interface FiveM {
  timeline: Entry[];
  prints: string[];
  kvp: Map<string, number>;
  /** Lua run at once (outside any thread). */
  lua(code: string): void;
  /** A player connects: their license is known to GetPlayers / GetPlayerIdentifiers. */
  connect(id: number, license: string): void;
  /** Runs what can run now: threads, then the HTTP answers they wait for, until quiet. */
  settle(): Promise<void>;
  /** Moves the clock by `ms`, running every thread when it wakes. */
  advance(ms: number): Promise<void>;
  /** The entries of one kind, e.g. 'esx.addInventoryItem' or 'http'. */
  entries(what: string): unknown[][];
  errors(): string[];
  close(): void;
}

const factory = new LuaFactory();

export async function startResource(options: FiveMOptions): Promise<FiveM> {
  const engine: LuaEngine = await factory.createEngine();
  const timeline: Entry[] = [];
  const prints: string[] = [];
  const kvp = options.kvp ?? new Map<string, number>();
  const convars = options.convars ?? {};
  const inflight: Promise<void>[] = [];
  const answered: [number, number, string][] = [];
  const finds = new Map<number, string[]>();
  let now = 0;

  const g = engine.global;
  g.set('__print', (text: string) => void prints.push(text));
  g.set('__log', (what: string, args: string) => void timeline.push({ what, args: JSON.parse(args) }));
  g.set('__jsonToLua', (text: string) => luaLiteral(JSON.parse(text)));
  g.set('GetConvar', (name: string, fallback: string) => convars[name] ?? fallback);
  g.set('GetResourceKvpInt', (key: string) => kvp.get(key) ?? 0);
  g.set('SetResourceKvpInt', (key: string, value: number) => {
    kvp.set(key, value);
    timeline.push({ what: 'kvp', args: [key, value] });
  });
  g.set('DeleteResourceKvp', (key: string) => {
    kvp.delete(key);
    timeline.push({ what: 'kvp.delete', args: [key] });
  });
  g.set('StartFindKvp', (prefix: string) => {
    const handle = finds.size + 1;
    finds.set(handle, [...kvp.keys()].filter((k) => k.startsWith(prefix)).sort());
    return handle;
  });
  g.set('__findKvp', (handle: number) => finds.get(handle)?.shift() ?? '');
  g.set('EndFindKvp', (handle: number) => void finds.delete(handle));
  g.set('__http', (id: number, url: string, method: string, body: string, headers: string) => {
    const call = { url, method, body, headers: JSON.parse(headers) as Record<string, string> };
    timeline.push({ what: 'http', args: [method, url, body] });
    inflight.push(
      Promise.resolve(options.http(call)).then(
        (r) => void answered.push([id, r.status, r.body]),
        () => void answered.push([id, 0, '']),
      ),
    );
  });

  engine.doStringSync(read(new URL('./fivem-runtime.lua', import.meta.url)));
  const run = (code: string, name: string) => {
    g.set('__chunk', code);
    engine.doStringSync(`assert(load(__chunk, ${JSON.stringify(`@${name}`)}))()`);
  };
  run(read(new URL('./frameworks.lua', import.meta.url)), 'frameworks.lua');

  const manifest = read(new URL('fxmanifest.lua', RESOURCE));
  const shared = [...manifest.matchAll(/shared_script '([^']+)'/g)].map((m) => m[1]!);
  const serverBlock = /server_scripts \{([^}]*)\}/.exec(manifest)?.[1] ?? '';
  const server = [...serverBlock.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  for (const file of shared) run(read(new URL(file, RESOURCE)), file);
  if (options.setup) run(options.setup, 'setup');
  for (const file of server) run(read(new URL(file, RESOURCE)), file);

  const tick = g.get('__tick') as (at: number) => number;
  const done = g.get('__httpDone') as (id: number, status: number, body: string) => void;

  async function settle() {
    for (let round = 0; round < 1000; round++) {
      tick(now);
      if (!inflight.length && !answered.length) return;
      await Promise.all(inflight.splice(0));
      for (const [id, status, body] of answered.splice(0)) done(id, status, body);
    }
    throw new Error('the resource never settles');
  }

  const fivem: FiveM = {
    timeline,
    prints,
    kvp,
    lua: (code) => run(code, 'test'),
    connect(id, license) {
      run(`__players[${id}] = ${luaLiteral(license)}`, 'test');
    },
    settle,
    async advance(ms) {
      const end = now + ms;
      await settle();
      for (;;) {
        const next = tick(now);
        if (next < 0 || next > end) break;
        now = Math.max(now, next);
        await settle();
      }
      now = end;
      await settle();
    },
    entries: (what) => timeline.filter((e) => e.what === what).map((e) => e.args),
    errors: () => {
      const list = g.get('__errors') as Record<string, string> | string[];
      return Object.values(list);
    },
    close: () => g.close(),
  };
  await settle();
  return fivem;
}

/** A JSON value as a Lua expression (null: nil, as FiveM's json.decode). */
export function luaLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'nil';
  if (typeof value === 'string') return luaString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `{${value.map(luaLiteral).join(', ')}}`;
  return `{${Object.entries(value as Record<string, unknown>).map(([k, v]) => `[${luaString(k)}] = ${luaLiteral(v)}`).join(', ')}}`;
}

function luaString(s: string): string {
  let out = '"';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (code < 32 || code > 126) out += `\\u{${code.toString(16)}}`;
    else out += ch;
  }
  return `${out}"`;
}

/**
 * Resources started for one test with these convars by default; after each test every
 * one must have run without a Lua error, and is closed.
 */
export function resourcesFor(convars: Record<string, string>) {
  let started: FiveM[] = [];
  afterEach(() => {
    for (const r of started) {
      expect(r.errors()).toEqual([]);
      r.close();
    }
    started = [];
  });
  return async (options: FiveMOptions) => {
    const r = await startResource({ ...options, convars: { ...convars, ...options.convars } });
    started.push(r);
    return r;
  };
}
