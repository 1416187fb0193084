// Demo data of CONTRACT.md, written once: on the first start of an empty database.
import { hashPassword } from '../services/passwords';
import type { Database, Queryable } from './database';
import { SEED_PRODUCTS } from './seed-products';

/** The sandbox forum user `demo` has this id, so a forum login finds the demo account. */
export const DEMO_FORUM_USER_ID = 1001;
export const DEMO_DISCORD_ID = '310000000000000001';

const RATES: Record<string, number> = {
  EUR: 1, USD: 1.08, GBP: 0.85, CAD: 1.47, AUD: 1.64, BRL: 5.95, DKK: 7.46, NOK: 11.6, NZD: 1.79, PLN: 4.31, SEK: 11.3,
};
const CREATORS: [string, string][] = [['HURRICANE', 'Hurricane'], ['LUCAS', 'Lucas RP'], ['MARIE', 'Marie Stream']];

export async function seedIfEmpty(db: Database, now: Date): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
  if (row && row.n > 0) return false;
  const [demoHash, lucasHash] = await Promise.all([hashPassword('demo1234'), hashPassword('lucas1234')]);
  await db.transaction(async (tx) => {
    const demo = await insertAccount(tx, now, {
      username: 'demo', hash: demoHash, tokens: 12500, rank: 'Gold', discordId: DEMO_DISCORD_ID,
      forumUserId: DEMO_FORUM_USER_ID, license: 'license:demo',
    });
    const lucas = await insertAccount(tx, now, { username: 'lucas_rp', hash: lucasHash, tokens: 800, license: 'license:lucas' });
    const characters: [number, string, string, string, string, string, number][] = [
      [demo, 'hurricane_fa', 'Jean', 'Dupont', '1990-04-12', 'Los Santos', 182],
      [demo, 'hurricane_fa', 'Camille', 'Moreau', '1995-09-03', 'Sandy Shores', 168],
      [demo, 'hurricane', 'Antoine', 'Lefèvre', '1988-01-27', 'Paleto Bay', 176],
      [lucas, 'hurricane_fa', 'Lucas', 'Martin', '1999-06-21', 'Vinewood', 179],
    ];
    for (const c of characters) {
      await tx.query(
        'INSERT INTO characters (account_id, server, firstname, lastname, dob, pob, height) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        c,
      );
    }
    await insertProducts(tx);
    for (const [code, rate] of Object.entries(RATES)) {
      await tx.query('INSERT INTO exchange_rates (code, rate) VALUES ($1, $2)', [code, rate]);
    }
    for (const creator of CREATORS) await tx.query('INSERT INTO creators (code, name) VALUES ($1, $2)', creator);
  });
  return true;
}

interface NewAccount {
  username: string;
  hash: string | null;
  tokens: number;
  rank?: string;
  discordId?: string;
  forumUserId?: number;
  license?: string;
  avatarUrl?: string;
}

export async function insertAccount(tx: Queryable, now: Date, a: NewAccount): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO accounts (username, password_hash, shop_tokens, rank, grp, discord_id, forum_user_id, license, avatar_url, created_at)
     VALUES ($1, $2, $3, $4, 'user', $5, $6, $7, $8, $9) RETURNING id`,
    [a.username, a.hash, a.tokens, a.rank ?? null, a.discordId ?? null, a.forumUserId ?? null, a.license ?? null, a.avatarUrl ?? null, now],
  );
  return row!.id;
}

async function insertProducts(tx: Queryable): Promise<void> {
  for (const p of SEED_PRODUCTS) {
    await tx.query(
      `INSERT INTO products (item_id, label, name, category, price, money_type, description, images, idx, theme, stocks,
         is_daily_shop_only, daily_shop_discount, character_limit, tebex_package_id, grants_tokens, grants_rank)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        p.itemId, p.label, p.name, p.category, p.price, p.moneyType, p.description, JSON.stringify(p.images), p.index,
        p.theme ?? null, p.stocks ?? null, p.isDailyShopOnly ?? false, p.dailyShopDiscount ?? null,
        p.characterLimit ?? null, p.tebexPackageId ?? null, p.grantsTokens ?? null, p.grantsRank ?? null,
      ],
    );
  }
}
