-- Fake ESX, QBCore and oxmysql: each call goes to the test's timeline (__record).
-- __esxLoad / __qbLoad make a player's character loaded; __refuse[name] = true makes
-- the inventory refuse that item (a full inventory).
__refuse = {}

local esxPlayers = {}
local ESX = { GetPlayerFromId = function(source) return esxPlayers[tonumber(source)] end }
function __esxLoad(source, identifier, variables)
  local xPlayer = { source = source, identifier = identifier }
  xPlayer.get = function(key) return (variables or {})[key] end
  for _, name in ipairs({ 'addInventoryItem', 'addWeapon', 'addAccountMoney', 'setGroup', 'showNotification' }) do
    xPlayer[name] = function(...) __record('esx.' .. name, source, ...) end
  end
  xPlayer.canCarryItem = function(item) return not __refuse[item] end
  esxPlayers[source] = xPlayer
  return xPlayer
end
function __installEsx()
  exports['es_extended'] = { getSharedObject = function() return ESX end }
end

local qbPlayers = {}
local QBCore = {
  Functions = {
    GetPlayer = function(source) return qbPlayers[tonumber(source)] end,
    AddPermission = function(source, permission) __record('qb.AddPermission', source, permission) end,
  },
}
function __qbLoad(source, citizenid, license, charinfo)
  local Player = { PlayerData = { source = source, citizenid = citizenid, license = license, charinfo = charinfo }, Functions = {} }
  Player.Functions.AddItem = function(item, amount)
    __record('qb.AddItem', source, item, amount)
    return not __refuse[item]
  end
  Player.Functions.AddMoney = function(...) __record('qb.AddMoney', source, ...); return true end
  qbPlayers[source] = Player
  return Player
end
function __installQbcore()
  exports['qb-core'] = { GetCoreObject = function() return QBCore end }
end

function __installOxmysql()
  exports.oxmysql = {
    insert = function(_, query, params, cb) __record('oxmysql.insert', query, params); cb(1) end,
    scalar = function(_, _, _, cb) cb(nil) end,
    query = function(_, query, params, cb) __record('oxmysql.query', query, params); cb(__sqlRows or {}) end,
  }
end
