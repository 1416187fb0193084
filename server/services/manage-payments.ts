// The console's Tebex payments (docs/tebex.md): every payment as recorded, and an admin's
// credit of an unmatched one (recorded without a buyer the shop knows) to a player: the
// same credit as the in-game claim (services/tebex-payments: once, the ledger, the rank,
// the deliveries), audited in its transaction.
import * as z from 'zod/mini';
import type { ManagedPayment, PaymentState } from '../../src/api/contract/manage-payments';
import { TebexPaymentSubject, TebexWebhookEnvelope } from '../../src/api/contract/tebex-webhook';
import { insertAudit, type Actor } from '../db/audit';
import { creditTarget, listPayments, type PaymentFilter, type PaymentRow } from '../db/managed-payments';
import type { Database } from '../db/queryable';
import { lockRecordedPayment } from '../db/tebex-payments';
import { fail } from '../http/http-error';
import { gameServerIds } from './game-servers';
import { fromCents, paymentMoney } from './tebex-money';
import { creditClaimedPayment, type Credited } from './tebex-payments';

export const CREDIT_ERRORS = {
  unknown: 'Paiement inconnu.',
  noPlayer: 'Joueur introuvable.',
  credited: 'Ce paiement a déjà été crédité.',
  reversed: 'Ce paiement a été remboursé ou contesté : il ne peut pas être crédité.',
  hasBuyer: 'Ce paiement a un acheteur : seul un paiement sans acheteur reconnu peut être crédité à un joueur.',
  unreadable: 'Ce paiement est illisible : il ne peut pas être crédité.',
  refused: (reason: string) => `Ce paiement ne peut pas être crédité : ${reason}`,
} as const;

export async function managedPayments(db: Database, filter: PaymentFilter): Promise<ManagedPayment[]> {
  return (await listPayments(db, filter)).map(shown);
}

function stateOf(row: PaymentRow): PaymentState {
  if (row.reversal === 'refunded' || row.reversal === 'disputed') return row.reversal;
  if (row.status === 'credited') return 'credited';
  return row.accountId === null ? 'unmatched' : 'ignored';
}

function shown(row: PaymentRow): ManagedPayment {
  const money = paymentMoney(row.subject);
  const subject = z.safeParse(TebexPaymentSubject, row.subject);
  const customer = subject.success ? (subject.data.customer?.username?.username ?? subject.data.customer?.email ?? null) : null;
  return {
    transactionId: row.transactionId,
    at: (money.createdAt ?? new Date(row.receivedAt)).toISOString(),
    state: stateOf(row),
    amount: money.paid ? fromCents(money.paid.cents) : null,
    currency: money.paid?.currency ?? null,
    buyer: row.accountId === null ? null : { id: String(row.accountId), username: row.username ?? '' },
    customer,
    products: subject.success ? subject.data.products.map((p) => ({ name: p.name, quantity: p.quantity })) : [],
    reason: row.status === 'ignored' ? row.reason : null,
  };
}

export interface PaymentCredit {
  transactionId: string;
  accountId: number;
  admin: Actor;
  now: Date;
}

/** Credits an unmatched payment to the player, once; a French 404 or 409 otherwise, changing nothing. */
export async function creditUnmatchedPayment(db: Database, c: PaymentCredit): Promise<{ credited: Credited }> {
  return db.transaction(async (tx) => {
    const payment = await lockRecordedPayment(tx, c.transactionId);
    if (!payment) throw fail(404, CREDIT_ERRORS.unknown);
    if (payment.reversal === 'refunded' || payment.reversal === 'disputed') throw fail(409, CREDIT_ERRORS.reversed);
    if (payment.status === 'credited') throw fail(409, CREDIT_ERRORS.credited);
    if (payment.account_id !== null) throw fail(409, CREDIT_ERRORS.hasBuyer);
    const account = await creditTarget(tx, c.accountId);
    if (!account) throw fail(404, CREDIT_ERRORS.noPlayer);
    const webhook = z.safeParse(TebexWebhookEnvelope, payment.body);
    const subject = webhook.success ? z.safeParse(TebexPaymentSubject, webhook.data.subject) : undefined;
    if (!webhook.success || !subject?.success) throw fail(409, CREDIT_ERRORS.unreadable);

    // Its deliveries go where the player last played, else to the shop's first game server.
    const servers = await gameServerIds(tx);
    const server = servers.find((id) => id === account.lastGameServer) ?? servers[0]!;
    const outcome = await creditClaimedPayment(tx, subject.data, webhook.data, { accountId: c.accountId, server }, c.now);
    if ('reason' in outcome) throw fail(409, CREDIT_ERRORS.refused(outcome.reason));
    await insertAudit(tx, {
      admin: c.admin, action: 'tebex.credit', target: `payment:${c.transactionId}`,
      before: { status: 'ignored', accountId: null }, after: { status: 'credited', accountId: c.accountId, server, ...outcome.credited },
      what: `Paiement Tebex ${c.transactionId} crédité à ${account.username} par ${c.admin.username}`,
      account: { id: c.accountId, username: account.username }, at: c.now,
    });
    return outcome;
  });
}
