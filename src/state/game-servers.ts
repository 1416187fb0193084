// The game server characters and purchases are for: the one the player picked while the
// shop's settings list it, else their first (the default). Before any settings came (a
// first start in game), the pick as it is, or none: the server's first.
import { useSnapshot } from 'valtio';
import type { GameServer } from '../api/contract/common';
import type { ShopIdentity } from '../api/contract/shop-identity';
import { useIdentity } from './identity';
import { main } from './main-store';
import { shop } from './shop-store';

function serverOf(picked: GameServer | null, identity: ShopIdentity | null): GameServer | null {
  if (!identity) return picked;
  const listed = identity.gameServers;
  return listed.some((server) => server.id === picked) ? picked : listed[0]!.id;
}

export const currentServer = (): GameServer | null => serverOf(main.selectedServer, shop.identity);

export const useCurrentServer = (): GameServer | null => serverOf(useSnapshot(main).selectedServer, useIdentity());
