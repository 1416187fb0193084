// Runs the FiveM resource's scripts (targets/nui/resource, in fxmanifest order) under a
// real Lua 5.4 (wasmoon) with stubbed natives: fivem-runtime.lua, the KVP in a JS map and
// a clock the test moves. The server side (startResource) also has fake frameworks
// (frameworks.lua) and HTTP answered by a JS function (a fake API or the real reference
// server); the client side (startClient) records what client.lua does with the NUI page
// (focus, messages), the server events it triggers, and lets the test post the page's
// NUI callbacks.
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

export interface ClientOptions {
  convars?: Record<string, string>;
  /** The resource's KVP (ints and strings): pass the same map again to restart the resource with it. */
  kvp?: Map<string, number | string>;
  /** Lua run once config.lua is loaded (and, on the server, the fake frameworks installed), before the side's scripts. */
  setup?: string;
}
export interface FiveMOptions extends ClientOptions {
  http: HttpHandler;
}

export interface FiveM {
  timeline: Entry[];
  prints: string[];
  kvp: Map<string, number | string>;
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
  /** An event reaches the scripts (a net event from the other side, or a local one such as onResourceStop). */
  event(name: string, ...args: unknown[]): void;
  /**
   * A command: from the console or a key mapping (source 0, as the client runs it), or typed
   * by player `source` (a restricted command then needs their ACE `command.<name>`).
   */
  command(name: string, args?: string[], source?: number): void;
  /** Player `id`'s ACE allows `object` (IsPlayerAceAllowed), e.g. 'hurricane_shop.admin'. */
  allowAce(id: number, object: string): void;
  /**
   * The page posts a NUI callback (client): its handler runs at once with `data`; the
   * array returned fills with each answer the script gives its cb, when it gives it.
   */
  nui(name: string, data?: unknown): unknown[];
  /** A Lua expression's value, through json (nil: null; an empty table: []). */
  value(expr: string): unknown;
  errors(): string[];
  close(): void;
}

const factory = new LuaFactory();

/** The server scripts, with the frameworks and HTTP. */
export function startResource(options: FiveMOptions): Promise<FiveM> {
  return boot('server', options, options.http);
}

/** The client script (client.lua after config.lua), on the client's natives; no HTTP there. */
export function startClient(options: ClientOptions = {}): Promise<FiveM> {
  return boot('client', options, () => {
    throw new Error('no HTTP on the client');
  });
}

/** The files of `<side>_script 'x'` and `<side>_scripts { 'x', ... }` in the manifest, in order. */
function manifestScripts(manifest: string, side: 'shared' | 'server' | 'client'): string[] {
  const files: string[] = [];
  for (const m of manifest.matchAll(new RegExp(`^${side}_scripts?\\s*(?:'([^']+)'|\\{([^}]*)\\})`, 'gm'))) {
    if (m[1]) files.push(m[1]);
    else files.push(...[...m[2]!.matchAll(/'([^']+)'/g)].map((f) => f[1]!));
  }
  return files;
}

async function boot(side: 'server' | 'client', options: ClientOptions, http: HttpHandler): Promise<FiveM> {
  const engine: LuaEngine = await factory.createEngine();
  const timeline: Entry[] = [];
  const prints: string[] = [];
  const kvp = options.kvp ?? new Map<string, number | string>();
  const convars = options.convars ?? {};
  const inflight: Promise<void>[] = [];
  const answered: [number, number, string][] = [];
  const finds = new Map<number, string[]>();
  const posts = new Map<number, unknown[]>();
  let now = 0;

  const g = engine.global;
  g.set('__print', (text: string) => void prints.push(text));
  g.set('__log', (what: string, args: string) => void timeline.push({ what, args: JSON.parse(args) }));
  g.set('__jsonToLua', (text: string) => luaLiteral(JSON.parse(text)));
  g.set('__nuiAnswer', (id: number, text: string) => void posts.get(id)?.push(JSON.parse(text)));
  g.set('GetConvar', (name: string, fallback: string) => convars[name] ?? fallback);
  g.set('GetResourceKvpInt', (key: string) => {
    const value = kvp.get(key);
    return typeof value === 'number' ? value : 0;
  });
  g.set('GetResourceKvpString', (key: string) => {
    const value = kvp.get(key);
    return typeof value === 'string' ? value : undefined;
  });
  const setKvp = (key: string, value: number | string) => {
    kvp.set(key, value);
    timeline.push({ what: 'kvp', args: [key, value] });
  };
  g.set('SetResourceKvpInt', setKvp);
  g.set('SetResourceKvp', setKvp);
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
      Promise.resolve(http(call)).then(
        (r) => void answered.push([id, r.status, r.body]),
        () => void answered.push([id, 0, '']),
      ),
    );
  });

  engine.doStringSync(read(new URL('./fivem-runtime.lua', import.meta.url)));
  /** Runs a chunk named `name` (in error messages); answers its first result. */
  const run = (code: string, name: string): unknown => {
    g.set('__chunk', code);
    return engine.doStringSync(`return assert(load(__chunk, ${JSON.stringify(`@${name}`)}))()`);
  };
  if (side === 'server') run(read(new URL('./frameworks.lua', import.meta.url)), 'frameworks.lua');
  else run('__installClient()', 'client runtime');

  const manifest = read(new URL('fxmanifest.lua', RESOURCE));
  for (const file of manifestScripts(manifest, 'shared')) run(read(new URL(file, RESOURCE)), file);
  if (options.setup) run(options.setup, 'setup');
  for (const file of manifestScripts(manifest, side)) run(read(new URL(file, RESOURCE)), file);

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
    event(name, ...args) {
      run(`__dispatch(${luaString(name)}, nil${args.map((a) => `, ${luaLiteral(a)}`).join('')})`, 'test');
    },
    command(name, args = [], source = 0) {
      run(`__command(${luaString(name)}, ${source}, ${luaLiteral(args)})`, 'test');
    },
    allowAce(id, object) {
      run(`__aces[${id}] = __aces[${id}] or {}; __aces[${id}][${luaString(object)}] = true`, 'test');
    },
    nui(name, data = {}) {
      const answers: unknown[] = [];
      const id = posts.size + 1;
      posts.set(id, answers);
      if (!run(`return __nui(${id}, ${luaString(name)}, ${luaLiteral(data)})`, 'test')) throw new Error(`no NUI callback ${name}`);
      return answers;
    },
    value: (expr) => JSON.parse(run(`return json.encode((${expr}))`, 'test') as string) as unknown,
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
  return startedFor(convars, startResource);
}

/** The client side, as resourcesFor: these convars by default, checked and closed after each test. */
export function clientsFor(convars: Record<string, string>) {
  return startedFor(convars, startClient);
}

function startedFor<O extends ClientOptions>(convars: Record<string, string>, start: (options: O) => Promise<FiveM>) {
  let started: FiveM[] = [];
  afterEach(() => {
    for (const r of started) {
      expect(r.errors()).toEqual([]);
      r.close();
    }
    started = [];
  });
  return async (options = {} as O) => {
    const r = await start({ ...options, convars: { ...convars, ...options.convars } });
    started.push(r);
    return r;
  };
}
