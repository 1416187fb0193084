// The shop's log (docs/admin.md): each queued money or admin event (db/log-events) is
// written once to stdout as a JSON line (pino) and, with DISCORD_LOG_WEBHOOK_URL, posted
// to Discord as an embed; a failed post is retried with back-off, across restarts.
import pino from 'pino';
import { leaseDueEvents, markFailed, markLogged, markSent, type LogEvent, type LogKind } from '../db/log-events';
import type { Database } from '../db/queryable';
import { readSettings } from './shop-settings';

export const logger = pino({ base: { service: 'hurricane-shop' }, timestamp: pino.stdTimeFunctions.isoTime });

const BATCH = 20;
const LEASE_MS = 60_000;
const POST_TIMEOUT_MS = 5_000;
/** Retry after 10 s, 20 s, 40 s… at most 10 min. */
export const retryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** attempts, 600_000);

export interface LogSink {
  /** Discord's webhook URL; absent: stdout only. */
  discordUrl?: string;
  fetch: typeof fetch;
  write: (event: LogEvent) => void;
}

/** One pass over the due events: what it handled. */
export async function flushLogEvents(db: Database, sink: LogSink, now: Date): Promise<number> {
  const events = await leaseDueEvents(db, now, new Date(now.getTime() + LEASE_MS), BATCH);
  /** The currency's name as the settings say it now: read once a pass, when an embed is posted. */
  let currency: string | undefined;
  for (const event of events) {
    if (!event.logged) {
      sink.write(event);
      await markLogged(db, event.id, now);
    }
    if (!sink.discordUrl) {
      await markSent(db, event.id, now);
      continue;
    }
    currency ??= (await readSettings(db)).currencyName;
    const error = await post(sink, discordEmbed(event, currency));
    await (error === undefined ? markSent(db, event.id, now) : markFailed(db, event.id, error, new Date(now.getTime() + retryDelayMs(event.attempts))));
  }
  return events.length;
}

async function post(sink: LogSink, embed: ReturnType<typeof discordEmbed>): Promise<string | undefined> {
  try {
    const response = await sink.fetch(sink.discordUrl!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ embeds: [embed] }),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    return response.ok ? undefined : `Discord a répondu ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The embeds' titles; the currency's name comes from the settings. */
const TITLES: Record<LogKind, (currency: string) => string> = {
  purchase: (currency) => `Achat en ${currency}`,
  tebex: () => 'Paiement Tebex crédité',
  monthly: () => 'Points mensuels',
  reversal: () => 'Remboursement ou litige',
  admin: () => 'Action d’un administrateur',
};
const COLORS: Record<LogKind, number> = { purchase: 0x3498db, tebex: 0x25c235, monthly: 0xf1c40f, reversal: 0xe74c3c, admin: 0x9b59b6 };

/** Who, what, amount (under the shop's currency's name), balance after, reference. */
export function discordEmbed(event: LogEvent, currency: string) {
  const p = event.payload;
  const fields = [
    p.account && { name: 'Joueur', value: `${p.account.username} (#${p.account.id})`, inline: true },
    p.delta !== undefined && { name: currency, value: `${p.delta > 0 ? '+' : ''}${p.delta}`, inline: true },
    p.balanceAfter !== undefined && { name: 'Solde après', value: String(p.balanceAfter), inline: true },
    p.admin && { name: 'Administrateur', value: p.admin.username, inline: true },
    p.ref && { name: 'Référence', value: p.ref, inline: false },
  ].filter(Boolean);
  return { title: TITLES[event.kind](currency), description: p.what, color: COLORS[event.kind], fields, timestamp: event.at };
}

/** Flushes every few seconds until stopped; a failed pass is logged and the next one tries again. */
export function startLogWorker(db: Database, sink: Omit<LogSink, 'write'>, intervalMs = 2_000): () => void {
  const full: LogSink = { ...sink, write: (e) => logger.info({ event: e.kind, at: e.at, ...e.payload }, e.payload.what) };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    flushLogEvents(db, full, new Date())
      .catch((error: unknown) => logger.error({ err: error }, 'file du journal : échec'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
