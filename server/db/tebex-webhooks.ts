// Table `tebex_webhooks`: the webhooks applied, by Tebex's webhook id, so a webhook sent
// again (a retry, an admin's resend) changes nothing more.
import type { Queryable } from './queryable';

/**
 * Claims the webhook id in the caller's transaction: false when it was applied already.
 * A concurrent twin waits on the unique key until this transaction ends, then sees it.
 */
export async function claimWebhook(db: Queryable, w: { id: string; type: string; receivedAt: Date }): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO tebex_webhooks (id, type, result, received_at) VALUES ($1, $2, 'pending', $3) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [w.id, w.type, w.receivedAt],
  );
  return rows.length > 0;
}

export async function setWebhookResult(db: Queryable, id: string, result: string): Promise<void> {
  await db.query('UPDATE tebex_webhooks SET result = $2 WHERE id = $1', [id, result]);
}

/** Forgets a webhook that changed nothing, so sending it again (once its cause is fixed) is looked at again. */
export async function releaseWebhook(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM tebex_webhooks WHERE id = $1', [id]);
}
