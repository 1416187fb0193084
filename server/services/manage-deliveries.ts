// The console's hand on the delivery queue: a stuck delivery handed out again, or
// cancelled; each audited with the delivery's state before and after.
import { insertAudit, type Actor } from '../db/audit';
import { cancelDeliveries, lockDelivery, releaseDelivery } from '../db/deliveries';
import type { Database } from '../db/queryable';
import { fail } from '../http/http-error';

export async function retryDelivery(db: Database, id: string, admin: Actor, now: Date): Promise<void> {
  await change(db, id, admin, now, 'delivery.retry', async (tx) => releaseDelivery(tx, id), `Livraison ${id} relancée.`);
}

export async function cancelDelivery(db: Database, id: string, admin: Actor, now: Date): Promise<void> {
  await change(db, id, admin, now, 'delivery.cancel', async (tx) => cancelDeliveries(tx, [id], now), `Livraison ${id} annulée.`);
}

async function change(
  db: Database, id: string, admin: Actor, now: Date, action: string, apply: Parameters<Database['transaction']>[0], what: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockDelivery(tx, id);
    if (!before) throw fail(404, 'Livraison inconnue.');
    if (before.acked) throw fail(409, 'Cette livraison a déjà été reçue en jeu.');
    await apply(tx);
    const after = await lockDelivery(tx, id);
    await insertAudit(tx, { admin, action, target: `delivery:${id}`, before, after, what, at: now });
  });
}
