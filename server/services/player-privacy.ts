// A player's data on request (docs/admin.md): the export (everything held on them, one
// JSON file) and the erasure (personal data gone, the accounts kept anonymous). Both audited.
import { erasedName, type PlayerExport } from '../../src/api/contract/manage';
import { insertAudit, type Actor } from '../db/audit';
import { accountData, erasePersonalData, lockForErasure, PLAYER_TABLES, playerRows } from '../db/player-data';
import type { Database } from '../db/queryable';
import { fail } from '../http/http-error';

export async function exportPlayer(db: Database, accountId: number, admin: Actor, now: Date): Promise<PlayerExport> {
  return db.transaction(async (tx) => {
    const account = await accountData(tx, accountId);
    if (!account) throw fail(404, 'Compte introuvable.');
    const tables = {} as Record<keyof typeof PLAYER_TABLES, Record<string, unknown>[]>;
    for (const table of Object.keys(PLAYER_TABLES) as (keyof typeof PLAYER_TABLES)[]) tables[table] = await playerRows(tx, table, accountId);
    await insertAudit(tx, {
      admin, action: 'player.export', target: `account:${accountId}`, before: null, after: null,
      what: `Données du compte ${accountId} exportées.`, at: now,
    });
    // Dates as ISO text, as the JSON file has them.
    return JSON.parse(JSON.stringify({ exportedAt: now.toISOString(), account, ...tables })) as PlayerExport;
  });
}

/** Erases a player (not an admin: their role goes first); 409 when erased already. */
export async function erasePlayer(db: Database, accountId: number, reason: string, admin: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockForErasure(tx, accountId);
    if (!row) throw fail(404, 'Compte introuvable.');
    if (row.erased_at) throw fail(409, 'Ce compte est déjà effacé.');
    if (row.grp === 'admin') throw fail(409, 'Un compte administrateur ne peut pas être effacé : retirez-lui d’abord ce rôle (npm run admin -- revoke).');
    const placeholder = erasedName(accountId);
    await erasePersonalData(tx, accountId, placeholder, now);
    await insertAudit(tx, {
      admin, action: 'player.erase', target: `account:${accountId}`, before: { erased: false }, after: { erased: true, reason },
      what: `Compte ${accountId} effacé (${reason}).`, account: { id: accountId, username: placeholder }, at: now,
    });
  });
}
