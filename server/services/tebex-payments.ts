// Tebex payments (docs/tebex.md): a signed payment credits what the shop sells as each
// package (H-Points, or a paid period of a rank with its monthly H-Points) to the buyer or
// to the gift recipient, once per transaction id, in the webhook's database transaction.
import * as z from 'zod/mini';
import type { GameServer } from '../../src/api/contract/common';
import { TebexBasketCustom, TebexPackageCustom } from '../../src/api/contract/tebex';
import type { TebexPaymentSubject, TebexWebhookAnswer, TebexWebhookEnvelope } from '../../src/api/contract/tebex-webhook';
import { findAccount, findByFivemId } from '../db/accounts';
import { changeBalance } from '../db/ledger';
import { productByTebexPackage, type TebexProductRow } from '../db/products';
import type { Queryable } from '../db/queryable';
import { PERIOD_ESTIMATE_MS, findSubscription, insertPeriod, insertSubscription, moveUntil } from '../db/subscriptions';
import { recordTebexPayment } from '../db/tebex-payments';
import { insertTebexTransaction } from '../db/tebex-transactions';
import { queueDeliveries } from './deliveries';
import { refreshRank } from './ranks';
import { gameServerIds } from './game-servers';

export type PaymentOutcome = Pick<TebexWebhookAnswer, 'result' | 'reason'>;

/** Where a payment's deliveries go when nothing names a game server. */

/** More units of one package in one payment than anyone buys: refused as a mismatch. */
export const MAX_PACKAGE_QUANTITY = 100;

interface CreditLine {
  packageId: number;
  product: TebexProductRow;
  quantity: number;
  recipientId: number;
  /** The recipient's nickname when it is a gift. */
  gift: string | null;
}

interface Plan {
  buyerId: number;
  server: GameServer;
  lines: CreditLine[];
}

/** What the subscription events know of a payment's subscription. */
export interface Recurring {
  reference: string;
  /** Tebex's `next_payment_at`, when the event carries it. */
  nextPaymentAt?: Date;
}

/**
 * Records the payment and credits it, or records why it credits nothing (`ignored`).
 * A transaction id already credited answers `duplicate` and changes nothing; one
 * recorded as `ignored` is looked at again (Tebex's "resend"). Runs in the caller's
 * transaction: the webhook's, which also records the webhook as applied.
 */
export async function creditPayment(
  tx: Queryable,
  subject: TebexPaymentSubject,
  webhook: TebexWebhookEnvelope,
  now: Date,
  recurring?: Recurring,
): Promise<PaymentOutcome> {
  return creditPlanned(tx, await planCredit(tx, subject), subject, webhook, now, recurring);
}

/** Who claims a payment recorded without a buyer (the in-game `/tebex`), and where its deliveries go. */
export interface Claimant {
  accountId: number;
  server: GameServer;
}

/** What a payment credits its recipients: H-Points (packs and a rank's monthly ones) and the rank it pays. */
export interface Credited {
  points?: number;
  rank?: string;
}

/**
 * Credits a payment recorded without a buyer to the claimant, exactly as a webhook naming
 * them would have (once, the ledger, the deliveries), in the caller's transaction; or
 * answers why it cannot be (a package the shop does not sell…), changing nothing.
 */
export async function creditClaimedPayment(
  tx: Queryable,
  subject: TebexPaymentSubject,
  webhook: TebexWebhookEnvelope,
  claimant: Claimant,
  now: Date,
): Promise<{ credited: Credited } | { reason: string }> {
  const planned = await planLines(tx, subject, claimant.accountId, claimant.server);
  if (planned.reason !== undefined) return { reason: planned.reason };
  const outcome = await creditPlanned(tx, planned, subject, webhook, now);
  if (outcome.result !== 'credited') return { reason: 'ce paiement est déjà crédité.' };
  const credited: Credited = {};
  for (const { product, quantity, recipientId } of planned.plan.lines) {
    if (recipientId !== claimant.accountId) continue; // a gift: credited to its recipient
    const points = ((product.grants_tokens ?? 0) + (product.grants_rank ? (product.monthly_tokens ?? 0) : 0)) * quantity;
    if (points) credited.points = (credited.points ?? 0) + points;
    if (product.grants_rank) credited.rank = product.grants_rank;
  }
  return { credited };
}

async function creditPlanned(
  tx: Queryable,
  planned: Planned,
  subject: TebexPaymentSubject,
  webhook: TebexWebhookEnvelope,
  now: Date,
  recurring?: Recurring,
): Promise<PaymentOutcome> {
  const recorded = await recordTebexPayment(tx, {
    transactionId: subject.transaction_id,
    webhookId: webhook.id,
    accountId: planned.buyerId,
    status: planned.reason === undefined ? 'credited' : 'ignored',
    reason: planned.reason ?? null,
    body: webhook,
    receivedAt: now,
  });
  if (!recorded) return { result: 'duplicate' };
  if (planned.reason !== undefined) {
    console.warn(`[tebex] payment ${subject.transaction_id} recorded, nothing credited: ${planned.reason}`);
    return { result: 'ignored', reason: planned.reason };
  }
  const reference = recurring?.reference ?? subject.recurring_payment_reference ?? undefined;
  const paidAt = validDate(subject.created_at) ?? now;
  await credit(tx, subject.transaction_id, planned.plan, { now, paidAt, cause: webhook.id, recurring: reference ? { ...recurring, reference } : undefined });
  return { result: 'credited' };
}

type Planned = { buyerId: number | null; reason: string } | { buyerId: number; reason?: undefined; plan: Plan };

/** The reason a payment whose buyer the shop does not know is recorded with: the game's `/tebex` may claim it. */
export const UNMATCHED_REASON = 'acheteur inconnu (ni custom.accountId, ni compte Cfx.re lié à un compte) : le joueur peut le réclamer en jeu avec /tebex.';

/**
 * The buyer: the account the basket's `custom.accountId` names (a basket of the shop);
 * without one (a payment on the Tebex webstore), the account bound to the customer's
 * Cfx.re account (`fivem:<username.id>`, sent by the game), its deliveries on the game
 * server it last came from.
 */
async function planCredit(tx: Queryable, subject: TebexPaymentSubject): Promise<Planned> {
  const raw = withStringId(subject.custom, 'accountId');
  if (!isRecord(raw) || raw.accountId === undefined || raw.accountId === null) {
    const fivemId = customerFivemId(subject);
    const bound = fivemId ? await findByFivemId(tx, fivemId) : undefined;
    if (!bound) return { buyerId: null, reason: UNMATCHED_REASON };
    // The server the basket names, else the one the player last came from, else the shop's first.
    const servers = await gameServerIds(tx);
    const listed = [isRecord(raw) ? raw.server : undefined, bound.last_game_server].find((id): id is GameServer => servers.includes(id as GameServer));
    return planLines(tx, subject, bound.id, listed ?? servers[0]!);
  }
  const custom = z.safeParse(TebexBasketCustom, raw);
  if (!custom.success) return { buyerId: null, reason: 'custom du panier sans accountId ni server valides : acheteur inconnu.' };
  const buyerId = await existingAccount(tx, custom.data.accountId);
  if (buyerId === undefined) return { buyerId: null, reason: `le compte acheteur ${custom.data.accountId} n’existe pas.` };
  if (!(await gameServerIds(tx)).includes(custom.data.server)) return { buyerId, reason: `le serveur de jeu « ${custom.data.server} » ne fait pas partie des réglages.` };
  return planLines(tx, subject, buyerId, custom.data.server);
}

/** The customer's Cfx.re identifier as the game sends it (`fivem:<id>`), when Tebex names their Cfx.re account. */
export function customerFivemId(subject: TebexPaymentSubject): string | undefined {
  const id = subject.customer?.username?.id;
  if (id === undefined || id === null || id === '') return undefined;
  const text = String(id);
  return text.startsWith('fivem:') ? text : `fivem:${text}`;
}

/** What each package of the payment credits the buyer (or a gift's recipient); the first mismatch credits nothing. */
async function planLines(tx: Queryable, subject: TebexPaymentSubject, buyerId: number, server: GameServer): Promise<Planned> {
  if (!subject.products.length) return { buyerId, reason: 'le paiement ne contient aucun paquet.' };

  const lines: CreditLine[] = [];
  for (const item of subject.products) {
    const packageId = Number(item.id);
    const product = Number.isSafeInteger(packageId) ? await productByTebexPackage(tx, packageId) : undefined;
    if (!product) return { buyerId, reason: `le paquet Tebex ${String(item.id)} (${item.name}) n’est vendu par aucun produit de la boutique.` };
    if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > MAX_PACKAGE_QUANTITY) {
      return { buyerId, reason: `quantité ${item.quantity} invalide pour le paquet ${packageId}.` };
    }
    const target = giftTarget(item.custom);
    if (target === 'invalid') return { buyerId, reason: `custom.gift_target_data invalide sur le paquet ${packageId}.` };
    const recipientId = target ? await existingAccount(tx, target.id) : buyerId;
    if (recipientId === undefined) return { buyerId, reason: `le destinataire du cadeau ${target!.id} (${target!.nickname}) n’existe pas.` };
    lines.push({ packageId, product, quantity: item.quantity, recipientId, gift: target && recipientId !== buyerId ? target.nickname : null });
  }
  return { buyerId, plan: { buyerId, server, lines } };
}

interface CreditContext {
  now: Date;
  /** The payment's own date (a late webhook still orders its period right). */
  paidAt: Date;
  /** The webhook applying it: names the rank deliveries it causes. */
  cause: string;
  recurring?: Recurring;
}

async function credit(tx: Queryable, transactionId: string, plan: Plan, c: CreditContext): Promise<void> {
  const ranked = new Set<number>();
  for (const [index, line] of plan.lines.entries()) {
    const lineId = plan.lines.length === 1 ? transactionId : `${transactionId}-${index + 1}`;
    await insertTebexTransaction(tx, {
      id: lineId,
      transactionId,
      accountId: plan.buyerId,
      recipientId: line.recipientId,
      packageId: line.packageId,
      packageName: line.product.name,
      quantity: line.quantity,
      giftTarget: line.gift,
      createdAt: c.now,
    });
    const { grants_tokens: tokens, grants_rank: rank } = line.product;
    if (tokens) {
      await changeBalance(tx, { accountId: line.recipientId, delta: tokens * line.quantity, kind: 'tebex', ref: transactionId, note: line.product.name, at: c.now });
    }
    if (rank) {
      await payPeriod(tx, { lineId, transactionId, line, rank, server: plan.server, c });
      ranked.add(line.recipientId);
    }
  }
  for (const accountId of ranked) await refreshRank(tx, accountId, c.now, c.cause);
  await deliverInGame(tx, transactionId, plan, c.now);
}

/**
 * A rank's paid period: the subscription it belongs to (its recurring reference, or
 * `once:<line>` for a rank paid once) runs until the next payment is due, and the
 * period credits the rank's monthly H-Points once (this transaction is credited once).
 */
async function payPeriod(
  tx: Queryable,
  p: { lineId: string; transactionId: string; line: CreditLine; rank: string; server: GameServer; c: CreditContext },
): Promise<void> {
  const { line, rank, c } = p;
  const reference = c.recurring?.reference ?? `once:${p.lineId}`;
  const until = c.recurring?.nextPaymentAt ?? new Date(c.paidAt.getTime() + PERIOD_ESTIMATE_MS);
  const known = c.recurring?.nextPaymentAt !== undefined;
  if (!(await findSubscription(tx, reference))) {
    await insertSubscription(
      tx,
      { reference, accountId: line.recipientId, rank, server: p.server, status: c.recurring ? 'active' : 'ending', until, untilKnown: known },
      c.now,
    );
  }
  await insertPeriod(tx, { transactionId: p.lineId, reference, accountId: line.recipientId, rank, paidAt: c.paidAt, until });
  await moveUntil(tx, reference, until, known, c.now);
  const monthly = line.product.monthly_tokens;
  if (monthly) {
    await changeBalance(tx, {
      accountId: line.recipientId, delta: monthly * line.quantity, kind: 'monthly', ref: p.transactionId, note: `Points mensuels ${rank}`, at: c.now,
    });
  }
}

/**
 * What lives in the game besides a rank (an item; not H-Points, not a rank: its grant
 * follows the account's rank, services/ranks) becomes a delivery for the recipient on
 * the basket's server, in the payment's transaction (docs/deliveries.md).
 */
async function deliverInGame(tx: Queryable, transactionId: string, plan: Plan, now: Date): Promise<void> {
  for (const [index, line] of plan.lines.entries()) {
    if (line.product.grants_rank) continue;
    await queueDeliveries(tx, {
      accountId: line.recipientId,
      server: plan.server,
      characterId: null,
      origin: 'tebex',
      // One delivery per payment line (lines may go to different recipients): `<transaction id>/<line>:0`.
      ref: `${transactionId}/${index}`,
      lines: [{ itemId: line.product.item_id, category: line.product.category, amount: line.quantity }],
      now,
    });
  }
}

/** A date Tebex sent, or undefined when it is missing or not a date. */
export function validDate(value: string | null | undefined): Date | undefined {
  const date = value ? new Date(value) : undefined;
  return date && Number.isFinite(date.getTime()) ? date : undefined;
}

/** The id of the account named (a string or number id), or undefined when there is none. */
async function existingAccount(tx: Queryable, id: string): Promise<number | undefined> {
  const accountId = Number(id);
  if (!Number.isSafeInteger(accountId) || accountId < 1 || accountId > 2_147_483_647) return undefined;
  return (await findAccount(tx, accountId))?.id;
}

/** The package's `custom.gift_target_data`: null when the line is no gift, 'invalid' when it is malformed. */
function giftTarget(custom: unknown): { id: string; nickname: string } | null | 'invalid' {
  if (!isRecord(custom) || custom.gift_target_data === undefined || custom.gift_target_data === null) return null;
  const parsed = z.safeParse(TebexPackageCustom, { gift_target_data: withStringId(custom.gift_target_data, 'id') });
  return parsed.success && parsed.data.gift_target_data ? parsed.data.gift_target_data : 'invalid';
}

/** A number id is read as its string (a client that sent it unquoted). */
function withStringId(value: unknown, key: string): unknown {
  return isRecord(value) && typeof value[key] === 'number' ? { ...value, [key]: String(value[key]) } : value;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
