// Demo data (README), written once: on the first start of an empty database, and only
// while the sandbox is on: a production database never gets accounts with known passwords.
import { hashPassword } from '../services/passwords';
import { countAccounts, insertAccount, setRank } from '../db/accounts';
import { insertCharacter } from '../db/characters';
import { upsertCreator } from '../db/creators';
import { upsertExchangeRate } from '../db/exchange-rates';
import { changeBalance } from '../db/ledger';
import { upsertProduct } from '../db/products';
import type { Queryable } from '../db/queryable';
import { putSetting } from '../db/settings';
import { DEFAULT_SETTINGS } from '../services/default-settings';
import { SETTINGS_KEY } from '../services/shop-settings';
import { DEMO_PRODUCTS } from './demo-products';
import { PERIOD_ESTIMATE_MS, insertPeriod, insertSubscription } from '../db/subscriptions';

/** The sandbox forum user `demo` has this id, so a forum login finds the demo account. */
export const DEMO_FORUM_USER_ID = 1001;
export const DEMO_DISCORD_ID = '310000000000000001';

const RATES: Record<string, number> = {
  EUR: 1, USD: 1.08, GBP: 0.85, CAD: 1.47, AUD: 1.64, BRL: 5.95, DKK: 7.46, NOK: 11.6, NZD: 1.79, PLN: 4.31, SEK: 11.3,
};
const CREATORS: [string, string][] = [['HURRICANE', 'Hurricane'], ['LUCAS', 'Lucas RP'], ['MARIE', 'Marie Stream']];

/** The demo passwords' hashes, made before the start's transaction (hashing is slow on purpose). */
export async function demoPasswordHashes(): Promise<DemoHashes> {
  const [demo, lucas, admin] = await Promise.all([hashPassword('demo1234'), hashPassword('lucas1234'), hashPassword('admin1234')]);
  return { demo, lucas, admin };
}
export interface DemoHashes {
  demo: string;
  lucas: string;
  admin: string;
}

/** The demo data, in the start's transaction (after its migrations), when the database has no account. */
export async function seedIfEmpty(tx: Queryable, now: Date, hashes: DemoHashes): Promise<boolean> {
  if ((await countAccounts(tx)) > 0) return false;
  const { demo: demoHash, lucas: lucasHash, admin: adminHash } = hashes;
  // No rank: ranks come from paid subscriptions, and `demo` can subscribe to any of them.
  const demo = await insertAccount(tx, now, {
    username: 'demo', hash: demoHash, discordId: DEMO_DISCORD_ID, forumUserId: DEMO_FORUM_USER_ID, license: 'license:demo',
  });
  const lucas = await insertAccount(tx, now, { username: 'lucas_rp', hash: lucasHash, license: 'license:lucas' });
  await insertAccount(tx, now, { username: 'admin', hash: adminHash, group: 'admin' });
  for (const [accountId, tokens] of [[demo, 12500], [lucas, 800]] as const) {
    await changeBalance(tx, { accountId, delta: tokens, kind: 'opening', ref: null, note: 'Données de démonstration', at: now });
  }
  const characters: [number, string, string, string, string, string, number][] = [
    [demo, 'hurricane_fa', 'Jean', 'Dupont', '1990-04-12', 'Los Santos', 182],
    [demo, 'hurricane_fa', 'Camille', 'Moreau', '1995-09-03', 'Sandy Shores', 168],
    [demo, 'hurricane', 'Antoine', 'Lefèvre', '1988-01-27', 'Paleto Bay', 176],
    [lucas, 'hurricane_fa', 'Lucas', 'Martin', '1999-06-21', 'Vinewood', 179],
  ];
  for (const [accountId, server, firstname, lastname, dob, pob, height] of characters) {
    await insertCharacter(tx, { accountId, server, firstname, lastname, dob, pob, height });
  }
  for (const product of DEMO_PRODUCTS) await upsertProduct(tx, product);
  // lucas_rp holds VIP Silver, paid once 31 days from the first start (as if delivered in game already).
  const until = new Date(now.getTime() + PERIOD_ESTIMATE_MS);
  await insertSubscription(tx, { reference: 'once:demo-lucas', accountId: lucas, rank: 'VIP Silver', server: 'hurricane_fa', status: 'ending', until, untilKnown: true }, now);
  await insertPeriod(tx, { transactionId: 'demo-lucas', reference: 'once:demo-lucas', accountId: lucas, rank: 'VIP Silver', paidAt: now, until });
  await setRank(tx, lucas, 'VIP Silver');
  for (const [code, rate] of Object.entries(RATES)) await upsertExchangeRate(tx, code, rate);
  for (const [code, name] of CREATORS) await upsertCreator(tx, code, name);
  await putSetting(tx, SETTINGS_KEY, JSON.stringify(DEFAULT_SETTINGS));
  return true;
}
