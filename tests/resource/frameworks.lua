-- Fake ESX, QBCore, Qbox, oxmysql, ox_inventory, ox_lib and keys scripts: each call goes to
-- the test's timeline (__record), and each keeps what it holds (inventory, weapons, money,
-- group, vehicle rows) so that a revoke takes back what a grant gave. __esxLoad / __qbLoad make a player's character
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

-- Fake Qbox (qbx_core's exports, called as exports.qbx_core:Name(...)): __qbxLoad makes a
-- character loaded; its money, jobs and gangs are kept; the jobs and gangs the server knows
-- are __qbxJobs / __qbxGangs.
local qbxPlayers = {}
__qbxJobs, __qbxGangs = { police = { label = 'Police' } }, { ballas = { label = 'Ballas' } }
function __qbxLoad(source, citizenid, license, charinfo)
  local Player = { PlayerData = { source = source, citizenid = citizenid, license = license, charinfo = charinfo, money = { cash = 0, bank = 0 }, jobs = {}, gangs = {} } }
  qbxPlayers[source] = Player
  return Player
end
function __qbxPlayer(source) return qbxPlayers[source] end
local function byCitizenid(citizenid)
  for _, Player in pairs(qbxPlayers) do
    if Player.PlayerData.citizenid == citizenid then return Player end
  end
end
local function joinGroup(kind, field)
  return function(_, citizenid, name, grade)
    __record('qbx.AddPlayerTo' .. kind, citizenid, name, grade)
    byCitizenid(citizenid).PlayerData[field][name] = grade
    return true
  end
end
local function leaveGroup(kind, field)
  return function(_, citizenid, name)
    __record('qbx.RemovePlayerFrom' .. kind, citizenid, name)
    local groups = byCitizenid(citizenid).PlayerData[field]
    if groups[name] == nil then return false, { code = 'player_not_in_' .. kind:lower() } end
    groups[name] = nil
    return true
  end
end
function __installQbox()
  exports.qbx_core = {
    GetPlayer = function(_, source) return qbxPlayers[tonumber(source)] end,
    GetJob = function(_, name) return __qbxJobs[name] end,
    GetGang = function(_, name) return __qbxGangs[name] end,
    AddMoney = function(_, source, account, amount, reason)
      __record('qbx.AddMoney', source, account, amount, reason)
      local money = qbxPlayers[source].PlayerData.money
      money[account] = (money[account] or 0) + amount
      return true
    end,
    -- As Qbox's dontAllowMinus: cash never goes below zero.
    RemoveMoney = function(_, source, account, amount, reason)
      __record('qbx.RemoveMoney', source, account, amount, reason)
      local money = qbxPlayers[source].PlayerData.money
      if account == 'cash' and (money.cash or 0) < amount then return false end
      money[account] = (money[account] or 0) - amount
      return true
    end,
    GetMoney = function(_, source, account) return qbxPlayers[source].PlayerData.money[account] end,
    AddPlayerToJob = joinGroup('Job', 'jobs'),
    AddPlayerToGang = joinGroup('Gang', 'gangs'),
    RemovePlayerFromJob = leaveGroup('Job', 'jobs'),
    RemovePlayerFromGang = leaveGroup('Gang', 'gangs'),
    Notify = function(_, source, text, kind) __record('qbx.Notify', source, text, kind) end,
  }
end

-- Fake ox_inventory: __oxItems[source][name] = count held; __refuse[name] makes CanCarryItem
-- answer false (too heavy, no free slot), as a full inventory does.
__oxItems = {}
local function held(source) __oxItems[source] = __oxItems[source] or {}; return __oxItems[source] end
function __installOxInventory()
  exports.ox_inventory = {
    CanCarryItem = function(_, source, name, count) __record('ox.CanCarryItem', source, name, count); return not __refuse[name] end,
    AddItem = function(_, source, name, count, metadata)
      __record('ox.AddItem', source, name, count, metadata)
      held(source)[name] = (held(source)[name] or 0) + count
      return true, {}
    end,
    GetItemCount = function(_, source, name) return held(source)[name] or 0 end,
    RemoveItem = function(_, source, name, count)
      __record('ox.RemoveItem', source, name, count)
      if (held(source)[name] or 0) < count then return false, 'not_enough_items' end
      held(source)[name] = held(source)[name] - count
      return true
    end,
  }
end
function __installOxLib() exports.ox_lib = {} end

-- Fake keys scripts, each recording its calls; the vehicles out in the world are
-- __worldVehicles[entity] = plate (GetAllVehicles, GetVehicleNumberPlateText, server side).
__worldVehicles = {}
function GetAllVehicles()
  local list = {}
  for entity in pairs(__worldVehicles) do list[#list + 1] = entity end
  table.sort(list)
  return list
end
function GetVehicleNumberPlateText(entity) return __worldVehicles[entity] end
function __installKeys(name)
  local calls = {
    qbx_vehiclekeys = { GiveKeys = function(_, ...) __record('qbx_vehiclekeys.GiveKeys', ...); return true end },
    ['qb-vehiclekeys'] = { GiveKeys = function(_, ...) __record('qb-vehiclekeys.GiveKeys', ...) end },
    wasabi_carlock = { GiveKey = function(_, ...) __record('wasabi_carlock.GiveKey', ...); return true end },
  }
  exports[name] = assert(calls[name], name)
end
