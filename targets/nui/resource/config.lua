-- Hurricane shop: everything a server admin sets, without rebuilding the page.
-- Each value can also be overridden from server.cfg with a replicated convar
-- (setr hurricane_shop_<name> "value"); the secret stays server-side (set, not setr).
Config = {}

-- Key that opens the shop (players can rebind it in the game settings).
Config.openKey = 'F2'

-- Game server this resource runs on: 'hurricane' (Hurricane WL) or 'hurricane_fa' (Hurricane).
Config.serverId = GetConvar('hurricane_shop_serverId', 'hurricane_fa')

-- Runtime configuration sent to the page (see docs/api.md, ShopConfig), as the answer
-- to its `ready` callback. apiBaseUrl must be https (plain http only on localhost):
-- the page refuses any other and keeps its build default.
Config.shop = {
  apiBaseUrl = GetConvar('hurricane_shop_apiBaseUrl', 'https://boutique.hurricane-rp.fr'),
  webShopUrl = GetConvar('hurricane_shop_webShopUrl', 'https://boutique.hurricane-rp.fr'),
  tebex = {
    publicToken = GetConvar('hurricane_shop_tebexToken', 'hurricane-public-token'),
  },
  discord = {
    clientId = GetConvar('hurricane_shop_discordClientId', '000000000000000000'),
  },
  forum = {
    url = GetConvar('hurricane_shop_forumUrl', 'https://forum.cfx.re'),
    clientId = GetConvar('hurricane_shop_forumClientId', 'hurricane-shop'),
    applicationName = GetConvar('hurricane_shop_forumAppName', 'Hurricane Boutique'),
    publicKey = GetConvar('hurricane_shop_forumPublicKey', ''),
  },
  communityChatUrl = GetConvar('hurricane_shop_communityChatUrl', 'https://discord.gg/hurricane'),
}
