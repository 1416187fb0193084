import type { SendMailBody } from '../../src/api/contract/misc';
import { insertAudit, type Actor } from '../db/audit';
import { insertContactMessage, lockSender, markHandled, sentSince } from '../db/contact-messages';
import type { Database } from '../db/queryable';
import { fail } from '../http/http-error';

const CONTACT_INTERVAL_MS = 5 * 60 * 1000;

/** Stores a contact message; one per 5 minutes per IP and per account (429 otherwise). */
export async function sendContactMessage(
  db: Database,
  sender: { accountId: number | null; ip: string },
  message: SendMailBody,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Serializes two sends from one account or one IP (on PostgreSQL too, where
    // transactions run side by side), so both cannot pass the check at once.
    await lockSender(tx, sender.accountId, sender.ip);
    if (await sentSince(tx, new Date(now.getTime() - CONTACT_INTERVAL_MS), sender.ip, sender.accountId)) {
      throw fail(429, 'Vous avez déjà envoyé un message il y a moins de 5 minutes. Merci de patienter.');
    }
    await insertContactMessage(tx, {
      accountId: sender.accountId, ip: sender.ip, username: message.username, email: message.email, subject: message.subject,
      body: message.text, createdAt: now,
    });
  });
}

/** An admin marks a contact message handled (once; marking it again keeps the first date), audited. */
export async function markMessageHandled(db: Database, id: number, admin: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await markHandled(tx, id, now);
    if (!changed) throw fail(404, 'Message introuvable.');
    await insertAudit(tx, {
      admin, action: 'message.handled', target: `message:${id}`, before: { handledAt: changed.before },
      after: { handledAt: changed.before ?? now.toISOString() }, what: `Message de contact ${id} marqué traité.`, at: now,
    });
  });
}
