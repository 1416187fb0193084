// Extra accounts, characters and products written straight into the database.
import type { Database } from '../../../server/db/database';
import { insertAccount } from '../../../server/db/seed';
import { newToken, sha256 } from '../../../server/services/secrets';

export async function addAccount(db: Database, username: string, tokens: number, characters = 1) {
  const id = await insertAccount(db, new Date(), { username, hash: null, tokens });
  const characterIds: number[] = [];
  for (let i = 0; i < characters; i++) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO characters (account_id, server, firstname, lastname, dob, pob, height)
       VALUES ($1, 'hurricane_fa', 'Perso', $2, '2000-01-01', 'Los Santos', 180) RETURNING id`,
      [id, `N${i}`],
    );
    characterIds.push(row!.id);
  }
  const token = newToken();
  await db.query('INSERT INTO sessions (token_hash, account_id, expires_at) VALUES ($1, $2, $3)', [
    sha256(token), id, new Date(Date.now() + 3600_000 * 24 * 365 * 10),
  ]);
  return { id, characterIds, cookie: `hs_session=${token}` };
}

export async function addProduct(db: Database, itemId: string, price: number, extra: { stocks?: number; characterLimit?: number } = {}) {
  await db.query(
    `INSERT INTO products (item_id, label, name, category, price, money_type, description, images, idx, stocks, character_limit)
     VALUES ($1, $1, $1, 'item', $2, 'tokens', '<p>test</p>', '[]', 999, $3, $4)`,
    [itemId, price, extra.stocks ?? null, extra.characterLimit ?? null],
  );
}

export const buy = (characterDbId: number, itemId: string, amount = 1, isFromDailyShop = false) => ({
  characterDbId,
  products: [{ itemId, amount, isFromDailyShop }],
});
