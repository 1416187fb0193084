// Money that comes back (docs/tebex.md): a refund or a chargeback of a credited payment
// takes back, once, the H-Points it credited (the balance may go below zero), the rank
// periods it paid and what it granted in the game; a dispute the seller wins gives them
// back, once. Runs in the webhook's transaction.
import type { TebexPaymentSubject } from '../../src/api/contract/tebex-webhook';
import { changeBalance, lastEntriesByRef, totalsByRef } from '../db/ledger';
import type { Queryable } from '../db/queryable';
import { markPeriodsReversed } from '../db/subscriptions';
import { lockPayment, setReversal } from '../db/tebex-payments';
import { grantAgain, takeBackGrants } from './deliveries';
import { refreshRank } from './ranks';
import type { PaymentOutcome } from './tebex-payments';

/** The history's name of each reversal (and of a won dispute's credit). */
export const REVERSAL_NOTES = { refunded: 'Remboursement', disputed: 'Litige', won: 'Litige gagné' } as const;

interface Event {
  subject: TebexPaymentSubject;
  /** The webhook applying it: names the deliveries it causes. */
  cause: string;
  now: Date;
}

/** `payment.refunded`, `payment.dispute.opened`: a payment credited (or given back after a won dispute) is reversed. */
export async function reversePayment(tx: Queryable, how: 'refunded' | 'disputed', e: Event): Promise<PaymentOutcome> {
  const transactionId = e.subject.transaction_id;
  const payment = await lockPayment(tx, transactionId);
  if (payment?.status === 'ignored') {
    // Nothing to take back, but a payment recorded without a buyer can no longer be claimed (/tebex).
    await setReversal(tx, transactionId, how, e.now);
    return { result: 'ignored', reason: `le paiement ${transactionId} n’a rien crédité : rien à reprendre, il ne peut plus être réclamé.` };
  }
  if (payment?.status !== 'credited') return { result: 'ignored', reason: `le paiement ${transactionId} n’a rien crédité : rien à reprendre.` };
  if (payment.reversal === 'refunded' || payment.reversal === 'disputed') return { result: 'duplicate' };
  await setReversal(tx, transactionId, how, e.now);
  // What the payment left on each account (credits, and any earlier reversal and restoration): all of it goes.
  for (const { accountId, total } of await totalsByRef(tx, transactionId, ['tebex', 'monthly', 'reversal'])) {
    if (total !== 0) await changeBalance(tx, { accountId, delta: -total, kind: 'reversal', ref: transactionId, note: REVERSAL_NOTES[how], at: e.now });
  }
  await takeBackGrants(tx, 'tebex', `${transactionId}/`, e.now);
  for (const accountId of await markPeriodsReversed(tx, transactionId, true, e.now)) await refreshRank(tx, accountId, e.now, e.cause);
  return { result: 'applied' };
}

/** `payment.dispute.won`: what the dispute took back comes back, once (a reversal of the reversal). */
export async function restorePayment(tx: Queryable, e: Event): Promise<PaymentOutcome> {
  const transactionId = e.subject.transaction_id;
  const payment = await lockPayment(tx, transactionId);
  if (payment?.status === 'ignored' && payment.reversal === 'disputed') {
    // A payment recorded without a buyer whose dispute the seller won: it may be claimed again.
    await setReversal(tx, transactionId, 'won', e.now);
    return { result: 'ignored', reason: `le paiement ${transactionId} n’a rien crédité : il peut de nouveau être réclamé.` };
  }
  if (payment?.status !== 'credited') return { result: 'ignored', reason: `le paiement ${transactionId} n’a rien crédité : rien à rendre.` };
  if (payment.reversal !== 'disputed') return { result: 'duplicate' };
  await setReversal(tx, transactionId, 'won', e.now);
  for (const { accountId, delta } of await lastEntriesByRef(tx, transactionId, 'reversal')) {
    await changeBalance(tx, { accountId, delta: -delta, kind: 'reversal', ref: transactionId, note: REVERSAL_NOTES.won, at: e.now });
  }
  await grantAgain(tx, 'tebex', `${transactionId}/`, `won-${e.cause}`, e.now);
  for (const accountId of await markPeriodsReversed(tx, transactionId, false, e.now)) await refreshRank(tx, accountId, e.now, e.cause);
  return { result: 'applied' };
}
