// Tebex payments (docs/tebex.md): a signed `payment.completed` credits what the shop
// sells as each package, H-Points or a rank, to the buyer or to the gift recipient,
// once per transaction id, in one database transaction.
import * as z from 'zod/mini';
import type { GameServer } from '../../src/api/contract/common';
import { TebexBasketCustom, TebexPackageCustom } from '../../src/api/contract/tebex';
import { TebexPaymentSubject, type TebexWebhookAnswer, type TebexWebhookEnvelope } from '../../src/api/contract/tebex-webhook';
import { creditTokens, findAccount, setRank } from '../db/accounts';
import { productByTebexPackage, type TebexProductRow } from '../db/products';
import type { Database, Queryable } from '../db/queryable';
import { recordTebexPayment } from '../db/tebex-payments';
import { insertTebexTransaction } from '../db/tebex-transactions';
import { fail } from '../http/http-error';
import { queueDeliveries } from './deliveries';

export type PaymentOutcome = Pick<TebexWebhookAnswer, 'result' | 'reason'>;

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

/**
 * `payment.completed`: records the payment and credits it, or records why it credits
 * nothing (`ignored`). A transaction id already credited answers `duplicate` and
 * changes nothing; one recorded as `ignored` is looked at again (Tebex's "resend").
 */
export async function creditTebexPayment(db: Database, webhook: TebexWebhookEnvelope, now: Date): Promise<PaymentOutcome> {
  const parsed = z.safeParse(TebexPaymentSubject, webhook.subject);
  if (!parsed.success) throw fail(400, 'Requête invalide : subject.');
  const subject = parsed.data;
  const outcome = await db.transaction(async (tx): Promise<PaymentOutcome> => {
    const plan = await planCredit(tx, subject);
    const recorded = await recordTebexPayment(tx, {
      transactionId: subject.transaction_id,
      webhookId: webhook.id,
      accountId: plan.buyerId,
      status: plan.reason === undefined ? 'credited' : 'ignored',
      reason: plan.reason ?? null,
      body: webhook,
      receivedAt: now,
    });
    if (!recorded) return { result: 'duplicate' };
    if (plan.reason !== undefined) return { result: 'ignored', reason: plan.reason };
    await credit(tx, subject.transaction_id, plan.plan, now);
    return { result: 'credited' };
  });
  if (outcome.result === 'ignored') console.warn(`[tebex] payment ${subject.transaction_id} recorded, nothing credited: ${outcome.reason}`);
  return outcome;
}

type Planned = { buyerId: number | null; reason: string } | { buyerId: number; reason?: undefined; plan: Plan };

/** Who gets what, from the shop's own data; the first mismatch makes the whole payment credit nothing. */
async function planCredit(tx: Queryable, subject: TebexPaymentSubject): Promise<Planned> {
  const custom = z.safeParse(TebexBasketCustom, withStringId(subject.custom, 'accountId'));
  if (!custom.success) return { buyerId: null, reason: 'custom du panier sans accountId ni server valides : acheteur inconnu.' };
  const buyerId = await existingAccount(tx, custom.data.accountId);
  if (buyerId === undefined) return { buyerId: null, reason: `le compte acheteur ${custom.data.accountId} n’existe pas.` };
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
  return { buyerId, plan: { buyerId, server: custom.data.server, lines } };
}

async function credit(tx: Queryable, transactionId: string, plan: Plan, now: Date): Promise<void> {
  for (const [index, line] of plan.lines.entries()) {
    await insertTebexTransaction(tx, {
      id: plan.lines.length === 1 ? transactionId : `${transactionId}-${index + 1}`,
      transactionId,
      accountId: plan.buyerId,
      recipientId: line.recipientId,
      packageId: line.packageId,
      packageName: line.product.name,
      quantity: line.quantity,
      giftTarget: line.gift,
      createdAt: now,
    });
    if (line.product.grants_tokens) await creditTokens(tx, line.recipientId, line.product.grants_tokens * line.quantity);
    if (line.product.grants_rank) await setRank(tx, line.recipientId, line.product.grants_rank);
  }
  await deliverInGame(tx, transactionId, plan, now);
}

/**
 * What lives in the game (a rank, an item; not H-Points) becomes a delivery for the
 * recipient on the basket's server, in the payment's transaction (docs/deliveries.md).
 */
async function deliverInGame(tx: Queryable, transactionId: string, plan: Plan, now: Date): Promise<void> {
  for (const [index, line] of plan.lines.entries()) {
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
