// Table `characters`: an account's characters, per game server.
import type { Character } from '../../src/api/contract/characters';
import type { Queryable } from './queryable';

export interface NewCharacter {
  accountId: number;
  server: string;
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD */
  dob: string;
  pob: string;
  /** cm */
  height: number;
}

export async function insertCharacter(db: Queryable, c: NewCharacter): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO characters (account_id, server, firstname, lastname, dob, pob, height)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [c.accountId, c.server, c.firstname, c.lastname, c.dob, c.pob, c.height],
  );
  return row!.id;
}

/** The account's characters on one game server, as the API answers them. */
export async function listCharacters(db: Queryable, accountId: number, server: string): Promise<Character[]> {
  return db.query<Character>(
    `SELECT id, firstname, lastname, dob, pob, height, server AS "serverName"
     FROM characters WHERE account_id = $1 AND server = $2 AND active ORDER BY id`,
    [accountId, server],
  );
}

/** Locks the character's row for the transaction, when it is the account's on that server. */
export async function lockCharacter(
  tx: Queryable,
  id: number,
  accountId: number,
  server: string,
): Promise<{ id: number; firstname: string; lastname: string } | undefined> {
  const [row] = await tx.query<{ id: number; firstname: string; lastname: string }>(
    'SELECT id, firstname, lastname FROM characters WHERE id = $1 AND account_id = $2 AND server = $3 AND active FOR UPDATE',
    [id, accountId, server],
  );
  return row;
}

/**
 * The character the game names `gameId` for this account and server: updated (and active
 * again) when known, else inserted. Its id stays the same each time the game sends it.
 */
export async function upsertGameCharacter(db: Queryable, c: NewCharacter & { gameId: string }): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO characters (account_id, server, firstname, lastname, dob, pob, height, game_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (account_id, server, game_id) DO UPDATE
       SET firstname = EXCLUDED.firstname, lastname = EXCLUDED.lastname, dob = EXCLUDED.dob,
           pob = EXCLUDED.pob, height = EXCLUDED.height, active = true
     RETURNING id`,
    [c.accountId, c.server, c.firstname, c.lastname, c.dob, c.pob, c.height, c.gameId],
  );
  return row!.id;
}

/** The account's other characters on that server are no longer in the game: inactive (kept for their purchases). */
export async function deactivateCharactersExcept(db: Queryable, accountId: number, server: string, keep: number[]): Promise<void> {
  await db.query('UPDATE characters SET active = false WHERE account_id = $1 AND server = $2 AND active AND NOT (id = ANY($3::int[]))', [
    accountId, server, keep,
  ]);
}
