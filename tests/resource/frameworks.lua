-- Fake ESX, QBCore and oxmysql: each call goes to the test's timeline (__record), and
-- each keeps what it holds (inventory, weapons, money, group, vehicle rows) so that a
-- revoke takes back what a grant gave. __esxLoad / __qbLoad make a player's character
-- loaded, __esxPlayer / __qbPlayer answer it (a test changes what it holds);
-- __refuse[name] = true makes the inventory refuse that item (a full inventory).
__refuse = {}

local esxPlayers = {}
local ESX = { GetPlayerFromId = function(source) return esxPlayers[tonumber(source)] end }
function __esxLoad(source, identifier, variables)
  local xPlayer = { source = source, identifier = identifier, inventory = {}, weapons = {}, accounts = {}, group = 'user' }
  xPlayer.get = function(key) return (variables or {})[key] end
  local function recorded(name, fn)
    xPlayer[name] = function(...)
      __record('esx.' .. name, source, ...)
      if fn then fn(...) end
    end
  end
  recorded('addInventoryItem', function(item, count) xPlayer.inventory[item] = (xPlayer.inventory[item] or 0) + count end)
  recorded('removeInventoryItem', function(item, count)
    -- As ESX: nothing when the player has fewer.
    if (xPlayer.inventory[item] or 0) >= count then xPlayer.inventory[item] = xPlayer.inventory[item] - count end
  end)
  recorded('addWeapon', function(weapon) xPlayer.weapons[weapon] = true end)
  recorded('removeWeapon', function(weapon) xPlayer.weapons[weapon] = nil end)
  recorded('addAccountMoney', function(account, money) xPlayer.accounts[account] = (xPlayer.accounts[account] or 0) + money end)
  recorded('removeAccountMoney', function(account, money) xPlayer.accounts[account] = (xPlayer.accounts[account] or 0) - money end)
  recorded('setGroup', function(group) xPlayer.group = group end)
  recorded('showNotification')
  xPlayer.getInventoryItem = function(item) return { name = item, count = xPlayer.inventory[item] or 0 } end
  xPlayer.hasWeapon = function(weapon) return xPlayer.weapons[weapon] == true end
  xPlayer.getGroup = function() return xPlayer.group end
  xPlayer.canCarryItem = function(item) return not __refuse[item] end
  esxPlayers[source] = xPlayer
  return xPlayer
end
function __esxPlayer(source) return esxPlayers[source] end
function __installEsx()
  exports['es_extended'] = { getSharedObject = function() return ESX end }
end

local qbPlayers = {}
local QBCore = {
  Functions = {
    GetPlayer = function(source) return qbPlayers[tonumber(source)] end,
    AddPermission = function(source, permission) __record('qb.AddPermission', source, permission) end,
    RemovePermission = function(source, permission) __record('qb.RemovePermission', source, permission) end,
  },
}
function __qbLoad(source, citizenid, license, charinfo)
  local Player = {
    PlayerData = { source = source, citizenid = citizenid, license = license, charinfo = charinfo, items = {}, money = { cash = 0, bank = 0 } },
    Functions = {},
  }
  local items, money = Player.PlayerData.items, Player.PlayerData.money
  -- One slot per AddItem, as stacks that do not merge: a removal may span slots.
  Player.Functions.AddItem = function(item, amount)
    __record('qb.AddItem', source, item, amount)
    if __refuse[item] then return false end
    items[#items + 1] = { name = item, amount = amount, slot = #items + 1 }
    return true
  end
  Player.Functions.RemoveItem = function(item, amount)
    __record('qb.RemoveItem', source, item, amount)
    for _, slot in ipairs(items) do
      local taken = slot.name == item and math.min(amount, slot.amount) or 0
      slot.amount, amount = slot.amount - taken, amount - taken
    end
    return amount == 0
  end
  Player.Functions.AddMoney = function(account, amount, ...)
    __record('qb.AddMoney', source, account, amount, ...)
    money[account] = (money[account] or 0) + amount
    return true
  end
  -- As QBCore's DontAllowMinus: cash never goes below zero.
  Player.Functions.RemoveMoney = function(account, amount, ...)
    __record('qb.RemoveMoney', source, account, amount, ...)
    if account == 'cash' and (money.cash or 0) < amount then return false end
    money[account] = (money[account] or 0) - amount
    return true
  end
  qbPlayers[source] = Player
  return Player
end
function __qbPlayer(source) return qbPlayers[source] end
function __installQbcore()
  exports['qb-core'] = { GetCoreObject = function() return QBCore end }
end

-- oxmysql: __vehicles[plate] = table of the rows inserted (owned_vehicles, player_vehicles).
__vehicles = {}
function __installOxmysql()
  exports.oxmysql = {
    insert = function(_, query, params, cb)
      __record('oxmysql.insert', query, params)
      local tableName, columns = query:match('INSERT INTO (%S+) %((.-)%)')
      local i = 0
      for column in columns:gmatch('[%w_]+') do
        i = i + 1
        if column == 'plate' then __vehicles[params[i]] = tableName end
      end
      cb(1)
    end,
    scalar = function(_, _, params, cb) cb(__vehicles[params[1]] and 1 or nil) end,
    query = function(_, query, params, cb) __record('oxmysql.query', query, params); cb(__sqlRows or {}) end,
    -- DELETE FROM <table> WHERE plate = ?: the rows it deleted.
    update = function(_, query, params, cb)
      __record('oxmysql.update', query, params)
      local tableName = query:match('DELETE FROM (%S+) WHERE plate = %?')
      local found = tableName and __vehicles[params[1]] == tableName
      if found then __vehicles[params[1]] = nil end
      cb(found and 1 or 0)
    end,
  }
end
