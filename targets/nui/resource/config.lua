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

-- ---------------------------------------------------------------------------
-- Deliveries: what players buy on the shop is granted in the game by this resource
-- (docs/deliveries.md). Server side only; the secret above (hurricane_shop_secret)
-- must be set.

-- The framework that grants: 'auto' finds the one that runs when the resource starts
-- (ensure hurricane_shop after it in server.cfg): qbx_core → 'qbox', es_extended → 'esx',
-- qb-core → 'qbcore', none of them → 'standalone'; the start-up log names it
-- ("[hurricane_shop] framework qbox (qbx_core started); ..."). Or name one: 'qbox', 'esx',
-- 'qbcore' or 'standalone' (any other: see Config.deliveries.grant below), which wins.
-- What each one grants and takes back: docs/deliveries.md.
Config.framework = GetConvar('hurricane_shop_framework', 'auto')

-- Whatever the framework:
--   ox_inventory started: items and weapons are added and taken back through it
--     (CanCarryItem, AddItem, GetItemCount, RemoveItem; a weapon is the item WEAPON_…, its
--     ammo in the metadata). What it refuses (too heavy, no free slot) is not acknowledged:
--     the delivery waits, the log says why, and the next round tries again.
--   ox_lib started: the player's notifications are ox_lib's (ox_lib:notify), else the framework's.

-- Keys of a delivered vehicle: 'auto' uses the keys script that runs (qbx_vehiclekeys,
-- qb-vehiclekeys, wasabi_carlock, in that order), or name one of them, or 'none'.
--   qb-vehiclekeys   exports['qb-vehiclekeys']:GiveKeys(source, plate)
--   wasabi_carlock   exports.wasabi_carlock:GiveKey(source, plate)
--   qbx_vehiclekeys  keys belong to vehicles out in the world: it gives the owner
--                    (player_vehicles.citizenid) the keys when the vehicle is taken out of
--                    the garage; one already out with that plate gets them at once (GiveKeys)
-- Keys that fail are logged; the vehicle is given anyway (never a second one).
Config.vehicleKeys = GetConvar('hurricane_shop_vehicleKeys', 'auto')
-- Another keys script: this function, when set, gives the keys instead (after the vehicle is written).
-- Config.giveKeys = function(source, plate, model)
--   exports.my_keys:AddKey(source, plate)
-- end

-- Tebex webstore payments. The resource sends the shop each player's Cfx.re identifier
-- (fivem:…) with their login; a payment made on the Tebex webstore with that Cfx.re account
-- is credited to their shop account by itself. One the shop cannot match (the player never
-- opened the shop from the game, or paid with another Cfx.re account) waits, and the player
-- claims it in game with this command and the transaction id of their Tebex receipt:
--   /tebex tbx-1a2b3c4d5e6f-abcdef
-- The shop answers in French: credited ("+2’500 H-Points et le grade Gold"), unknown payment,
-- already credited, refunded, paid by another Cfx.re account, or too many tries (5 per player
-- every 10 minutes). nil or '' : no command.
Config.tebexCommand = 'tebex'

-- Login from the game: the resource sends the shop the player's game name (a license the
-- shop never saw gets an account under it) and their characters on this server (what the
-- shop offers to buy for). ESX, QBCore and Qbox read them themselves (all characters through
-- oxmysql, else the one in play). 'standalone': fill this in (nil characters: the shop
-- keeps those it has; name: GetPlayerName(source) when absent). dob: YYYY-MM-DD or DD/MM/YYYY.
-- Config.identity = function(source, license)
--   return {
--     name = GetPlayerName(source),
--     characters = { { id = 'perso1', firstname = 'Jean', lastname = 'Dupont', dob = '1990-07-14', pob = 'Paris', height = 180 } },
--   }
-- end

Config.deliveries = {
  -- Seconds between two claims for the players online; a player is also served as
  -- soon as their character is loaded (esx:playerLoaded, QBCore:Server:PlayerLoaded with
  -- QBCore and Qbox, playerJoining with 'standalone').
  interval = tonumber(GetConvar('hurricane_shop_deliveryInterval', '30')) or 30,

  -- What each product grants, by its shop id (itemId, see the start-up log for the
  -- products without one). One grant, or a list of grants, per unit bought:
  --   { item = 'bread', count = 2 }          inventory item (count per unit, default 1; ox_inventory when it runs)
  --   { weapon = 'WEAPON_PISTOL', ammo = 50 } weapon (QBCore: the item weapon_pistol; ox_inventory: WEAPON_PISTOL)
  --   { vehicle = 'sultanrs' }               owned vehicle (model name), in the garage, with its keys
  --   { money = 5000, account = 'bank' }     account money (default account: bank)
  --   { group = 'vip' }                      group (ESX setGroup, QBCore AddPermission; Qbox: a job
  --                                          or gang of qbx_core, AddPlayerToJob/Gang, `grade = n` its grade)
  --   false                                  nothing in the game (acknowledged at once)
  -- `label` names it in the player's notification ("Livraison : <label> x<amount>");
  -- without it, the product's name in the shop's catalogue.
  -- A product without a grant waits (it is not lost): add one and restart the resource.
  --
  -- The same grant says what a revoke takes back (a delivery of action 'revoke': a rank
  -- whose subscription ended, a refunded or charged-back payment), per unit as granted:
  --   item     ESX removeInventoryItem, QBCore RemoveItem, ox_inventory RemoveItem: what the
  --            player still holds, up to the count
  --   weapon   ESX removeWeapon, QBCore RemoveItem('weapon_…'), ox_inventory RemoveItem('WEAPON_…'):
  --            if the player still holds it
  --   vehicle  the row of owned_vehicles / player_vehicles with the plate its grant recorded
  --            (resource KVP), or takeVehicle below
  --   money    ESX removeAccountMoney (may go below zero), QBCore and Qbox RemoveMoney (bank
  --            below zero; cash: what there is)
  --   group    ESX setGroup(baseGroup) when the player still has that group (a rank bought
  --            since, or staff, is kept), QBCore RemovePermission, Qbox RemovePlayerFromJob/Gang
  --   false    nothing (acknowledged at once)
  -- What the player no longer holds is logged, not retried. What this framework cannot take
  -- back ('standalone', or vehicles given by giveVehicle without takeVehicle) goes to the
  -- server event 'hurricane_shop:revoke' (delivery, source, grants) for the server's own
  -- scripts, or to revoke below. Each revoke is done once and logged; the player sees
  -- "Retrait : <label> x<amount>".
  products = {
    kit_reparation = { item = 'fixkit' },
    trousse_secours = { item = 'medikit' },
    radio_portable = { item = 'radio' },
    jumelles = { item = 'binoculars' },
    lampe_torche = { weapon = 'WEAPON_FLASHLIGHT' },
    sultan_rs = { vehicle = 'sultanrs' },
    bati_801 = { vehicle = 'bati' },
    faggio = { vehicle = 'faggio' },
    zentorno = { vehicle = 'zentorno' },
    pistolet_combat = { weapon = 'WEAPON_COMBATPISTOL', ammo = 60 },
    batte_baseball = { weapon = 'WEAPON_BAT' },
    couteau_chasse = { weapon = 'WEAPON_KNIFE' },
    pack_debutant = {
      label = 'Pack débutant',
      { item = 'phone' }, { item = 'radio' }, { item = 'medikit' }, { money = 5000, account = 'bank' },
    },
    grade_vip_silver = { group = 'vip_silver' },
    grade_gold = { group = 'gold' },
  },

  -- Or by category, for every product of it not listed above: a grant, or a function
  -- of the itemId that returns one. E.g. items named in the inventory as in the shop:
  --   item = function(itemId) return { item = itemId } end,
  categories = {
  },

  -- The plate of a delivered vehicle: `*` a letter or a digit (no I nor O), `@` a letter,
  -- `#` a digit, anything else as is; 1 to 8 characters, at least 4 drawn. Each plate is
  -- drawn again until the vehicles table has none like it.
  plate = 'HS******',

  -- Owned vehicles are written through oxmysql (ESX: owned_vehicles, QBCore and Qbox:
  -- player_vehicles). Without oxmysql, or for another garage script, give them here:
  -- giveVehicle = function(source, model, player) ... end,
  -- giveVehicle may answer the plate it gave: a revoke passes it to takeVehicle (nil when it
  -- answered none), which takes that vehicle back; with giveVehicle and no takeVehicle, a
  -- vehicle's revoke raises hurricane_shop:revoke instead:
  -- takeVehicle = function(source, model, player, plate) ... end,
  -- QBCore and Qbox: the garage a delivered vehicle is parked in.
  garage = 'pillboxgarage',

  -- ESX: the group a revoked rank returns the player to.
  baseGroup = 'user',

  -- 'standalone': grants the whole delivery (throw or return false to retry it later).
  -- Without it, the server event 'hurricane_shop:deliver' (delivery, source, grants) is
  -- triggered for another resource to grant.
  -- grant = function(source, delivery, grants) ... end,
  -- Likewise for revokes (delivery.action == 'revoke'): takes back the whole delivery;
  -- without it, the server event 'hurricane_shop:revoke' (delivery, source, grants).
  -- revoke = function(source, delivery, grants) ... end,

  -- A delivery bought for one character (delivery.characterId, the shop's character id)
  -- waits while the player plays another one, when this returns the shop character id
  -- of the character the player plays; without it, the character in play receives it.
  -- characterOf = function(source, player) return nil end,
}

-- ---------------------------------------------------------------------------
-- Admins in game: the command
--   shoppoints <id du joueur | license:…> <montant> <raison…>
-- credits (montant > 0) or debits (montant < 0) a player's H-Points on the shop, with a
-- reason kept in their ledger (POST /api/admin/points, hurricane_shop_secret required).
-- The player: the server id of a connected player (their license is sent) or a license
-- ("license:" and 40 hexadecimal digits, connected or not). The amount: a whole number,
-- not 0, from -1000000 to +1000000. The reason: the rest of the line, 3 to 200 characters.
-- E.g. `shoppoints 12 500 Dédommagement de la panne du 14/06` answers
-- "H-Points de <nom> [12] (license:…) : +500 (solde : 13’000)." or the shop's French error.
-- Allowed to the server console, and to the players whose ACE allows hurricane_shop.admin;
-- in server.cfg, e.g. for the group admin (or one player: identifier.license:…):
--   add_ace group.admin hurricane_shop.admin allow
-- The command checks that ACE itself (it is not a "restricted" command, whose ACE would
-- be command.shoppoints): a player without it is told so and nothing reaches the shop.
-- Players get the answer in the chat, the console in its output; every change and
-- every refusal is logged in the server's console ([hurricane_shop] points ...).
