// Extra accounts, characters and products written straight into the database.
import { insertAccount } from '../../../server/db/accounts';
import { changeBalance } from '../../../server/db/ledger';
import { insertCharacter } from '../../../server/db/characters';
import { upsertProduct } from '../../../server/db/products';
import type { Database } from '../../../server/db/queryable';
import { insertSession } from '../../../server/db/sessions';
import { newToken, sha256 } from '../../../server/services/secrets';

export async function addAccount(db: Database, username: string, tokens: number, characters = 1) {
  const id = await insertAccount(db, new Date(), { username, hash: null });
  await changeBalance(db, { accountId: id, delta: tokens, kind: 'opening', ref: null, note: null, at: new Date() });
  const characterIds: number[] = [];
  for (let i = 0; i < characters; i++) {
    characterIds.push(
      await insertCharacter(db, { accountId: id, server: 'hurricane_fa', firstname: 'Perso', lastname: `N${i}`, dob: '2000-01-01', pob: 'Los Santos', height: 180 }),
    );
  }
  const token = newToken();
  await insertSession(db, sha256(token), id, new Date(Date.now() + 3600_000 * 24 * 365 * 10));
  return { id, characterIds, cookie: `hs_session=${token}` };
}

export async function addProduct(db: Database, itemId: string, price: number, extra: { stocks?: number; characterLimit?: number } = {}) {
  await upsertProduct(db, {
    itemId, label: itemId, name: itemId, category: 'item', price, moneyType: 'tokens', description: '<p>test</p>', images: [], index: 999,
    ...extra,
  });
}

export const buy = (characterDbId: number, itemId: string, amount = 1, isFromDailyShop = false) => ({
  characterDbId,
  products: [{ itemId, amount, isFromDailyShop }],
});
