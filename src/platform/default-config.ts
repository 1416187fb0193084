// Build-time defaults, used when no runtime configuration is delivered (the web
// target without /config.json, the NUI file opened outside the game). Server
// admins override every value without rebuilding (docs in README).
import type { ShopConfigInput } from '../api/contract/config';

export const DEFAULT_CONFIG: ShopConfigInput = {
  apiBaseUrl: '',
  webShopUrl: 'https://boutique.hurricane-rp.fr',
  tebex: { publicToken: 'hurricane-public-token' },
  discord: { clientId: '000000000000000000' },
  forum: {
    url: 'https://forum.cfx.re',
    clientId: 'hurricane-shop',
    applicationName: 'Hurricane Boutique',
    publicKey: '-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----',
  },
  communityChatUrl: 'https://discord.gg/hurricane',
  socialLinks: [],
};
