import { findAccount, findByUsername, type AccountRow } from '../db/accounts';
import type { Queryable } from '../db/queryable';
import { fail } from '../http/http-error';

export async function loadAccount(db: Queryable, id: number): Promise<AccountRow> {
  const account = await findAccount(db, id);
  if (!account) throw fail(404, 'Compte introuvable.');
  return account;
}

/** A gift recipient, by username whatever its case. */
export async function findRecipient(db: Queryable, username: string): Promise<{ id: number; username: string }> {
  const account = await findByUsername(db, username);
  if (!account) throw fail(404, 'Aucun joueur ne porte ce pseudo.');
  return account;
}
