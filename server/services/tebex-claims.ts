// The in-game `/tebex <transaction id>` (docs/tebex.md): a Tebex payment recorded without a
// buyer (a webstore payment whose Cfx.re account no shop account is bound to) is credited
// to the account of the license that claims it, once, as a webhook naming that account
// would have; every claim is throttled per license, and a credit is audited.
import * as z from 'zod/mini';
import type { GameServer } from '../../src/api/contract/common';
import { TebexPaymentSubject, TebexWebhookEnvelope } from '../../src/api/contract/tebex-webhook';
import { findFivemIdentity, findIdByLicense } from '../db/accounts';
import { insertAudit } from '../db/audit';
import type { Database } from '../db/queryable';
import { takeClaimTry } from '../db/tebex-claim-tries';
import { lockRecordedPayment } from '../db/tebex-payments';
import { fail } from '../http/http-error';
import { creditClaimedPayment, customerFivemId, type Credited } from './tebex-payments';

/** Tries of one license (answered or not) within the window; the next one is refused until the oldest leaves it. */
export const CLAIM_TRIES = { max: 5, windowMs: 10 * 60 * 1000 } as const;

export const CLAIM_ERRORS = {
  noAccount: 'Aucun compte de la boutique n’est lié à votre licence : ouvrez la boutique (F2) une première fois.',
  tooMany: 'Trop de tentatives : réessayez dans 10 minutes.',
  unknown: 'Paiement inconnu : vérifiez l’identifiant de transaction (tbx-…) de votre reçu Tebex, ou réessayez dans quelques minutes s’il est tout récent.',
  credited: 'Ce paiement a déjà été crédité.',
  refunded: 'Ce paiement a été remboursé ou contesté : il ne peut pas être crédité.',
  otherCfx: 'Ce paiement a été fait avec un autre compte Cfx.re que le vôtre : il ne peut pas vous être crédité.',
  notClaimable: 'Ce paiement ne peut pas être crédité depuis le jeu : contactez un administrateur de la boutique.',
} as const;

export interface Claim {
  license: string;
  transactionId: string;
  /** The claimer's Cfx.re identifier (`fivem:…`), when the game has it; else the account's. */
  fivemId?: string | undefined;
  /** The game server claiming: the payment's deliveries go there. */
  server: GameServer;
  now: Date;
}

export async function claimTebexPayment(db: Database, claim: Claim): Promise<{ credited: Credited }> {
  const { license, transactionId, now } = claim;
  const accountId = await findIdByLicense(db, license);
  if (accountId === undefined) throw fail(404, CLAIM_ERRORS.noAccount);
  const allowed = await db.transaction((tx) => takeClaimTry(tx, license, now, new Date(now.getTime() - CLAIM_TRIES.windowMs), CLAIM_TRIES.max));
  if (!allowed) throw fail(429, CLAIM_ERRORS.tooMany, { 'Retry-After': String(CLAIM_TRIES.windowMs / 1000) });

  return db.transaction(async (tx) => {
    const payment = await lockRecordedPayment(tx, transactionId);
    if (!payment) throw fail(404, CLAIM_ERRORS.unknown);
    if (payment.reversal === 'refunded' || payment.reversal === 'disputed') throw fail(409, CLAIM_ERRORS.refunded);
    if (payment.status === 'credited') throw fail(409, CLAIM_ERRORS.credited);
    // Recorded with a buyer and still not credited: the payment itself is at fault (a package the shop does not sell…).
    if (payment.account_id !== null) throw fail(409, CLAIM_ERRORS.notClaimable);
    const webhook = z.safeParse(TebexWebhookEnvelope, payment.body);
    const subject = webhook.success ? z.safeParse(TebexPaymentSubject, webhook.data.subject) : undefined;
    if (!webhook.success || !subject?.success) throw fail(409, CLAIM_ERRORS.notClaimable);

    const claimer = (await findFivemIdentity(tx, accountId))!;
    const payer = customerFivemId(subject.data);
    const own = claim.fivemId ?? claimer.fivem_id;
    if (payer && own && payer !== own) throw fail(403, CLAIM_ERRORS.otherCfx);

    const outcome = await creditClaimedPayment(tx, subject.data, webhook.data, { accountId, server: claim.server }, now);
    if ('reason' in outcome) {
      console.warn(`[tebex] claim of ${transactionId} by ${license} refused: ${outcome.reason}`);
      throw fail(409, CLAIM_ERRORS.notClaimable);
    }
    await insertAudit(tx, {
      admin: { id: null, username: 'jeu (/tebex)' }, action: 'tebex.claim', target: `payment:${transactionId}`,
      before: { status: 'ignored', accountId: null }, after: { status: 'credited', accountId, license, ...outcome.credited },
      what: `Paiement Tebex ${transactionId} réclamé en jeu par ${claimer.username} (${license})`,
      account: { id: accountId, username: claimer.username }, at: now,
    });
    return outcome;
  });
}
