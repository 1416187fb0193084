// The traffic of the proofs: players through autocannon (each connection one player,
// looping over browsing and buying), the game resources' claimers, and the purchases sent
// again with their Idempotency-Key once the load is over.
import autocannon, { type Client, type Request, type Result } from 'autocannon';
import { call, sleep } from './http';
import { SERVER_SECRET } from './processes';
import { buyHeaders, buys, newBuy, recordAnswer, type Buy, type Player } from './shop';
import type { Stats } from './stats';

export interface LoadReport {
  result: Result;
  /** Replays (a key answered 200 sent again) whose answer differed from the first. */
  replayMismatches: string[];
  replays: number;
  /** 200 answers to buyProducts without {success, shopTokens}. */
  malformed: number;
}

/** `connections` players (one per connection) for `seconds`, through `port`. */
export function playerLoad(opts: { port: number; players: Player[]; connections: number; seconds: number; phase: string; stats: Stats }): Promise<LoadReport> {
  const { players, stats, phase } = opts;
  const report = { replayMismatches: [] as string[], replays: 0, malformed: 0 };
  let nextPlayer = 0;

  const requestsFor = (player: Player, current: { kind: string; buy?: Buy; replay?: boolean }): Request[] => {
    const read = (kind: string, path: () => string, server = 'hurricane_fa'): Request => ({
      method: 'GET',
      setupRequest: (request) => {
        current.kind = kind;
        return { ...request, method: 'GET', path: path(), headers: { Cookie: player.cookie, gameServer: server } };
      },
      onResponse: (status, body) => {
        stats.status(kind, status, body);
        if (kind === 'shopVer' && status === 200 && !player.shopVer) player.shopVer = (JSON.parse(body) as { shopVer: string }).shopVer;
      },
    });
    const shopVer = read('shopVer', () => (player.shopVer ? `/api/shopVer?version=${encodeURIComponent(player.shopVer)}` : '/api/shopVer'));
    const buy: Request = {
      method: 'POST',
      setupRequest: (request) => {
        // One purchase in eight sends an answered key again: the same answer, nothing charged.
        const replayKey = player.bought % 8 === 7 ? player.answered.at(-1) : undefined;
        const b = replayKey ? buys.get(replayKey)! : newBuy(player, phase);
        if (replayKey) player.bought++;
        Object.assign(current, { kind: 'buyProducts', buy: b, replay: Boolean(replayKey) });
        return { ...request, method: 'POST', path: '/api/buyProducts', headers: buyHeaders(b), body: b.body };
      },
      onResponse: (status, body) => {
        stats.status('buyProducts', status, body);
        const b = current.buy!;
        if (!current.replay) {
          if (!recordAnswer(b, status, body)) report.malformed++;
          return;
        }
        report.replays++;
        if (status >= 500) return; // an outage: the key is simply not answered now
        const answer = status === 200 ? (JSON.parse(body) as { success: string; shopTokens: number }) : undefined;
        if (!answer || answer.success !== b.answer!.success || answer.shopTokens !== b.answer!.shopTokens) {
          report.replayMismatches.push(`${b.key}: first ${JSON.stringify(b.answer)}, replay ${status} ${body.slice(0, 120)}`);
        }
      },
    };
    return [
      shopVer,
      read('whoAmI', () => '/api/whoAmI'),
      read('getCharacters', () => '/api/getCharacters'),
      buy,
      shopVer,
      buy,
    ];
  };

  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${opts.port}`,
        connections: opts.connections,
        duration: opts.seconds,
        timeout: 20,
        setupClient: (client: Client) => {
          const player = players[nextPlayer++ % players.length]!;
          const current: { kind: string; buy?: Buy; replay?: boolean } = { kind: '' };
          client.setRequests(requestsFor(player, current));
          client.on('response', (_status: number, _bytes: number, ms: number) => stats.latency(current.kind, ms));
        },
      },
      (error, result) => (error ? reject(error) : resolve({ ...report, result })),
    );
  });
}

export interface Claimers {
  /** Delivery id → how many times a claim handed it out. */
  handedOut: Map<string, number>;
  acked: Set<string>;
  /** Handed out, never acknowledged (after the retries when stopping). */
  unacked: string[];
  stop(): Promise<void>;
}

/**
 * Two game resources' server scripts: each claims the pending deliveries of every player on
 * both game servers, then acknowledges each one (an ack that fails is sent again later).
 */
export function startClaimers(opts: { port: number; players: Player[]; stats: Stats; pauseMs?: number }): Claimers {
  const handedOut = new Map<string, number>();
  const acked = new Set<string>();
  const unacked: string[] = [];
  const licenses = opts.players.map((p) => p.license);
  let running = true;
  const timed = async (kind: string, c: Parameters<typeof call>[0]) => {
    try {
      const answer = await call(c);
      opts.stats.status(kind, answer.status, answer.text);
      opts.stats.latency(kind, answer.ms);
      return answer;
    } catch {
      opts.stats.kind(kind).noAnswer++;
      return undefined;
    }
  };
  const loop = async () => {
    const toAck: string[] = [];
    while (running) {
      for (const server of ['hurricane_fa', 'hurricane']) {
        const answer = await timed('claim', {
          port: opts.port, path: '/api/admin/deliveries/claim', headers: { 'X-Server-Secret': SERVER_SECRET }, body: { server, licenses },
        });
        if (answer?.status === 200) {
          for (const d of (answer.json as { deliveries: { id: string }[] }).deliveries) {
            handedOut.set(d.id, (handedOut.get(d.id) ?? 0) + 1);
            toAck.push(d.id);
          }
        }
        for (const id of toAck.splice(0)) {
          const ack = await timed('ack', { port: opts.port, method: 'POST', path: `/api/admin/deliveries/${id}/ack`, headers: { 'X-Server-Secret': SERVER_SECRET } });
          if (ack?.status === 200) acked.add(id);
          else toAck.push(id);
        }
      }
      await sleep(opts.pauseMs ?? 100);
    }
    // Stopping: what was handed out is still acknowledged (a resource keeps the ids it granted).
    for (let attempt = 0; toAck.length && attempt < 40; attempt++) {
      for (const id of toAck.splice(0)) {
        const ack = await timed('ack', { port: opts.port, method: 'POST', path: `/api/admin/deliveries/${id}/ack`, headers: { 'X-Server-Secret': SERVER_SECRET } });
        if (ack?.status === 200) acked.add(id);
        else toAck.push(id);
      }
      if (toAck.length) await sleep(250);
    }
    unacked.push(...toAck);
  };
  const loops = [loop(), loop()];
  return {
    handedOut, acked, unacked,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Sends again, with the same key, every purchase left without a final answer (cut, timed out, 5xx). */
export async function settlePending(port: number, phase?: string): Promise<{ sent: number; unsettled: string[] }> {
  const pending = [...buys.values()].filter((b) => (phase === undefined || b.phase === phase) && (b.status === undefined || b.status >= 500));
  const unsettled: string[] = [];
  await Promise.all(
    pending.map(async (b) => {
      for (let attempt = 0; attempt < 10; attempt++) {
        const answer = await call({ port, method: 'POST', path: '/api/buyProducts', headers: buyHeaders(b), body: JSON.parse(b.body) }).catch(() => undefined);
        if (answer && answer.status < 500) {
          b.retried = true;
          recordAnswer(b, answer.status, answer.text);
          return;
        }
        await sleep(500);
      }
      unsettled.push(b.key);
    }),
  );
  return { sent: pending.length, unsettled };
}
