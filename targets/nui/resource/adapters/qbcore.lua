-- QBCore (qb-core): Config.framework = 'qbcore'.
HurricaneShop.adapters.qbcore = function(options)
  local QBCore = exports['qb-core']:GetCoreObject()
  local reason = 'Boutique Hurricane'

  local function addItem(Player, name, count)
    if Player.Functions.AddItem(name, count) == false then
      error(('cannot carry %d %s'):format(count, name), 0)
    end
  end

  --- Takes back up to `count` of an item, as many as the player's slots hold.
  local function removeItem(Player, name, count)
    local held = 0
    for _, slot in pairs(Player.PlayerData.items or {}) do
      if slot.name == name then held = held + (slot.amount or 0) end
    end
    local taken = math.min(count, held)
    if taken > 0 and Player.Functions.RemoveItem(name, taken) == false then
      error(('could not remove %d %s'):format(taken, name), 0)
    end
    return HurricaneShop.missing(count - taken, count, name)
  end

  return {
    name = 'qbcore',
    loadedEvent = 'QBCore:Server:PlayerLoaded',
    loadedSource = function(Player) return Player.PlayerData.source end,
    player = function(source) return QBCore.Functions.GetPlayer(source) end,

    -- Every character of the player (players.charinfo, by license) through oxmysql;
    -- without it, the character in play.
    identity = function(source, license)
      local function character(citizenid, info)
        info = type(info) == 'string' and json.decode(info) or info or {}
        return { id = citizenid, firstname = info.firstname, lastname = info.lastname, dob = info.birthdate, pob = info.nationality }
      end
      local characters = HurricaneShop.charactersOf('SELECT citizenid, charinfo FROM players WHERE license = ?', { license },
        function(row) return character(row.citizenid, row.charinfo) end)
      local Player = QBCore.Functions.GetPlayer(source)
      if not characters and Player then characters = { character(Player.PlayerData.citizenid, Player.PlayerData.charinfo) } end
      return { characters = characters }
    end,

    item = function(Player, grant, units)
      addItem(Player, grant.item, (grant.count or 1) * units)
    end,

    -- QBCore weapons are inventory items (weapon_pistol).
    weapon = function(Player, grant, units)
      addItem(Player, grant.weapon:lower(), units)
    end,

    -- As qb-vehicleshop does: a row of player_vehicles, parked in the configured garage.
    vehicle = function(Player, grant, _, source)
      return HurricaneShop.giveVehicle(options, 'player_vehicles', Player, grant, source, function(plate)
        HurricaneShop.sql('insert',
          'INSERT INTO player_vehicles (license, citizenid, vehicle, hash, mods, plate, garage, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', {
            Player.PlayerData.license, Player.PlayerData.citizenid, grant.vehicle, GetHashKey(grant.vehicle), '{}', plate,
            options.garage or 'pillboxgarage', 1,
          })
      end)
    end,

    money = function(Player, grant, units)
      Player.Functions.AddMoney(grant.account or 'bank', grant.money * units, reason)
    end,

    group = function(_, grant, _, source)
      QBCore.Functions.AddPermission(source, grant.group)
    end,

    -- Revokes: what the grant gave, as far as the player still has it.
    undo = {
      item = function(Player, grant, units)
        return removeItem(Player, grant.item, (grant.count or 1) * units)
      end,

      weapon = function(Player, grant, units)
        return removeItem(Player, grant.weapon:lower(), units)
      end,

      vehicle = HurricaneShop.vehicleUndo(options, 'player_vehicles'),

      -- RemoveMoney refuses to go below zero on the accounts of QBCore's DontAllowMinus
      -- (cash): then what is there; the bank may go below zero, as the shop's H-Points do.
      money = function(Player, grant, units)
        local account, amount = grant.account or 'bank', grant.money * units
        if Player.Functions.RemoveMoney(account, amount, reason) ~= false then return nil end
        local held = math.max(0, math.min(amount, (Player.PlayerData.money or {})[account] or 0))
        if held > 0 then Player.Functions.RemoveMoney(account, held, reason) end
        return HurricaneShop.missing(amount - held, amount, account .. ' money')
      end,

      group = function(_, grant, _, source)
        QBCore.Functions.RemovePermission(source, grant.group)
      end,
    },

    notify = function(_, source, text)
      TriggerClientEvent('QBCore:Notify', source, text, 'success')
    end,
  }
end
