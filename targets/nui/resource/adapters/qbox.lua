-- Qbox (qbx_core): Config.framework = 'qbox' (or 'auto' while qbx_core runs).
-- Qbox keeps its inventory in ox_inventory (adapters/ox.lua grants items and weapons
-- through it); this adapter does the rest through qbx_core's exports.
HurricaneShop.adapters.qbox = function(options)
  local qbx = exports.qbx_core
  local reason = 'Boutique Hurricane'

  if GetResourceState('qbx_core') ~= 'started' then error('qbx_core is not started', 0) end

  --- 'Job' or 'Gang': what qbx_core knows the group as; throws when it is neither.
  local function groupKind(name)
    if qbx:GetJob(name) then return 'Job' end
    if qbx:GetGang(name) then return 'Gang' end
    error(('%s is neither a job nor a gang of qbx_core'):format(name), 0)
  end

  local function noInventory()
    error('Qbox grants items and weapons through ox_inventory, which is not started', 0)
  end

  return {
    name = 'qbox',
    loadedEvent = 'QBCore:Server:PlayerLoaded',
    loadedSource = function(Player) return Player.PlayerData.source end,
    player = function(source) return qbx:GetPlayer(source) end,

    -- Every character of the player (players.charinfo, by license) through oxmysql;
    -- without it, the character in play.
    identity = function(source, license)
      local function character(citizenid, info)
        info = type(info) == 'string' and json.decode(info) or info or {}
        return { id = citizenid, firstname = info.firstname, lastname = info.lastname, dob = info.birthdate, pob = info.nationality }
      end
      local characters = HurricaneShop.charactersOf('SELECT citizenid, charinfo FROM players WHERE license = ?', { license },
        function(row) return character(row.citizenid, row.charinfo) end)
      local Player = qbx:GetPlayer(source)
      if not characters and Player then characters = { character(Player.PlayerData.citizenid, Player.PlayerData.charinfo) } end
      return { characters = characters }
    end,

    item = noInventory,
    weapon = noInventory,

    -- As qbx_vehicles stores them: a row of player_vehicles, parked in the configured garage.
    vehicle = function(Player, grant, _, source)
      return HurricaneShop.giveVehicle(options, 'player_vehicles', Player, grant, source, function(plate)
        HurricaneShop.sql('insert',
          'INSERT INTO player_vehicles (license, citizenid, vehicle, hash, mods, plate, garage, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', {
            Player.PlayerData.license, Player.PlayerData.citizenid, grant.vehicle, GetHashKey(grant.vehicle), '{}', plate,
            options.garage or 'pillboxgarage', 1,
          })
      end)
    end,

    money = function(_, grant, units, source)
      if not qbx:AddMoney(source, grant.account or 'bank', grant.money * units, reason) then
        error(('qbx_core refused to add %d %s money'):format(grant.money * units, grant.account or 'bank'), 0)
      end
    end,

    -- A group is a Qbox job or gang (qbx_core's groups), at `grade` (0 by default).
    group = function(Player, grant)
      local kind = groupKind(grant.group)
      local ok, err = qbx['AddPlayerTo' .. kind](qbx, Player.PlayerData.citizenid, grant.group, grant.grade or 0)
      if not ok then error(('qbx_core refused the %s %s (%s)'):format(kind:lower(), grant.group, err and err.message or err and err.code or '?'), 0) end
    end,

    -- Revokes: what the grant gave, as far as the player still has it.
    -- Items and weapons: ox_inventory's (adapters/ox.lua); without it, hurricane_shop:revoke.
    undo = {

      vehicle = HurricaneShop.vehicleUndo(options, 'player_vehicles'),

      -- As QBCore: the bank may go below zero, cash not (then what there is).
      money = function(_, grant, units, source)
        local account, amount = grant.account or 'bank', grant.money * units
        if qbx:RemoveMoney(source, account, amount, reason) then return nil end
        local held = math.max(0, math.min(amount, qbx:GetMoney(source, account) or 0))
        if held > 0 then qbx:RemoveMoney(source, account, held, reason) end
        return HurricaneShop.missing(amount - held, amount, account .. ' money')
      end,

      group = function(Player, grant)
        local kind = groupKind(grant.group)
        local ok, err = qbx['RemovePlayerFrom' .. kind](qbx, Player.PlayerData.citizenid, grant.group)
        if not ok then return ('%s %s not removed (%s)'):format(kind:lower(), grant.group, err and err.message or err and err.code or '?') end
      end,
    },

    notify = function(_, source, text)
      qbx:Notify(source, text, 'success')
    end,
  }
end
