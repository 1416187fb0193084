import type { GameCharacter } from '../../src/api/contract/admin';
import type { GameServer } from '../../src/api/contract/common';
import { bindFivemId, bindLicense, findByUsername, findIdByLicense, insertAccount } from '../db/accounts';
import { deactivateCharactersExcept, upsertGameCharacter } from '../db/characters';
import { deleteGameTokensExpiredBefore, insertGameToken, takeGameTokenTurn, useGameToken } from '../db/game-tokens';
import type { Database, Queryable } from '../db/queryable';
import { fail } from '../http/http-error';
import { newToken, sha256 } from './secrets';

const TOKEN_TTL_MS = 60 * 1000;

export async function mintGameToken(db: Queryable, accountId: number, now: Date): Promise<string> {
  const token = newToken();
  await insertGameToken(db, sha256(token), accountId, new Date(now.getTime() + TOKEN_TTL_MS));
  await deleteGameTokensExpiredBefore(db, new Date(now.getTime() - 24 * 3600 * 1000));
  return token;
}

/** One conditional update: a token works once, before it expires, whoever races for it. */
export async function redeemGameToken(db: Queryable, token: string, now: Date): Promise<number> {
  const accountId = await useGameToken(db, sha256(token), now);
  if (accountId === undefined) throw fail(401, 'Jeton de connexion invalide ou expiré. Rouvrez la boutique depuis le jeu (F2).');
  return accountId;
}

const TOKEN_COOLDOWN_MS = 5 * 1000;

export interface GamePlayer {
  license: string;
  /** The player's game name: names the account a new license creates. */
  name?: string | undefined;
  /** Their characters on `server`, when the game sent them. */
  characters?: GameCharacter[] | undefined;
  /** A shop account to bind a new license to. */
  username?: string | undefined;
  /** The player's Cfx.re identifier (`fivem:…`): the account remembers it (Tebex webstore payments). */
  fivemId?: string | undefined;
  server: GameServer;
}

/**
 * A token for the player the game server names (trusted by its secret): at most one per
 * license per 5 s; the account found by license, else bound by `username`, else created
 * under the game name made unique; the characters the game sent replace that server's,
 * and the Cfx.re identifier it sent is bound to the account.
 */
export async function gameTokenFor(db: Database, player: GamePlayer, now: Date): Promise<string> {
  if (!(await takeGameTokenTurn(db, player.license, now, new Date(now.getTime() - TOKEN_COOLDOWN_MS)))) {
    throw fail(429, 'Trop de demandes de connexion : réessayez dans quelques secondes.');
  }
  return db.transaction(async (tx) => {
    const accountId = await accountForPlayer(tx, player, now);
    if (player.characters) await storeCharacters(tx, accountId, player.server, player.characters);
    if (player.fivemId) await bindFivemId(tx, accountId, player.fivemId, player.server);
    return mintGameToken(tx, accountId, now);
  });
}

async function accountForPlayer(db: Queryable, player: GamePlayer, now: Date): Promise<number> {
  const byLicense = await findIdByLicense(db, player.license);
  if (byLicense !== undefined) return byLicense;
  if (player.username) {
    const bound = await bindLicense(db, player.username, player.license);
    if (bound !== undefined) return bound;
  }
  const name = accountName(player.name ?? '');
  if (!name) throw fail(404, 'Aucun compte boutique pour ce joueur.');
  return insertAccount(db, now, { username: await freeUsername(db, name), hash: null, license: player.license });
}

/** The game name as a shop username: no control characters, trimmed, 24 characters at most. */
function accountName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f]|\^\d/g, '').trim().slice(0, 24).trim();
}

/** `name`, else `name_2`, `name_3`, ...: the first no account holds (whatever the case). */
async function freeUsername(db: Queryable, name: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${name}_${n}`;
    if (!(await findByUsername(db, candidate))) return candidate;
  }
}

async function storeCharacters(db: Queryable, accountId: number, server: GameServer, characters: GameCharacter[]): Promise<void> {
  const kept: number[] = [];
  for (const c of characters) {
    const dob = isoDate(c.dob ?? '');
    const gameId = c.id !== undefined ? `id:${c.id}` : `name:${c.firstname}|${c.lastname}|${dob}`;
    kept.push(
      await upsertGameCharacter(db, {
        accountId, server, gameId, firstname: c.firstname, lastname: c.lastname, dob, pob: c.pob ?? '',
        height: Math.round(c.height ?? 0),
      }),
    );
  }
  await deactivateCharactersExcept(db, accountId, server, kept);
}

/** YYYY-MM-DD from YYYY-MM-DD or DD/MM/YYYY (DD-MM-YYYY); 1900-01-01 when unknown. */
function isoDate(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const fr = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.trim());
  if (fr) return `${fr[3]}-${fr[2]!.padStart(2, '0')}-${fr[1]!.padStart(2, '0')}`;
  return '1900-01-01';
}
