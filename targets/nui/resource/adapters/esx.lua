-- ESX (es_extended): Config.framework = 'esx'.
HurricaneShop.adapters.esx = function(options)
  local ESX = exports['es_extended']:getSharedObject()
  local reason = 'Boutique Hurricane'

  return {
    name = 'esx',
    loadedEvent = 'esx:playerLoaded',
    loadedSource = function(playerId) return playerId end,
    player = function(source) return ESX.GetPlayerFromId(source) end,

    -- Every character of the player (esx_multicharacter: users char<n>:<license hash>),
    -- through oxmysql; without it, the character in play.
    identity = function(source, license)
      local hash = (license or ''):gsub('^license:', '')
      local xPlayer = ESX.GetPlayerFromId(source)
      local characters = hash ~= '' and HurricaneShop.charactersOf(
        'SELECT identifier, firstname, lastname, dateofbirth, height FROM users WHERE identifier = ? OR identifier LIKE ?',
        { hash, 'char%:' .. hash }, function(row)
          return { id = row.identifier, firstname = row.firstname, lastname = row.lastname, dob = row.dateofbirth, height = tonumber(row.height) }
        end)
      if not characters and xPlayer then
        characters = { {
          id = xPlayer.identifier, firstname = xPlayer.get('firstName'), lastname = xPlayer.get('lastName'),
          dob = xPlayer.get('dateofbirth'), height = tonumber(xPlayer.get('height')),
        } }
      end
      return { characters = characters }
    end,

    item = function(xPlayer, grant, units)
      local count = (grant.count or 1) * units
      if xPlayer.canCarryItem and not xPlayer.canCarryItem(grant.item, count) then
        error(('cannot carry %d %s'):format(count, grant.item), 0)
      end
      xPlayer.addInventoryItem(grant.item, count)
    end,

    weapon = function(xPlayer, grant, units)
      xPlayer.addWeapon(grant.weapon, (grant.ammo or 0) * units)
    end,

    -- As esx_vehicleshop does: a row of owned_vehicles (through oxmysql), or the admin's function.
    vehicle = function(xPlayer, grant, _, source)
      return HurricaneShop.giveVehicle(options, 'owned_vehicles', xPlayer, grant, source, function(plate)
        HurricaneShop.sql('insert', 'INSERT INTO owned_vehicles (owner, plate, vehicle) VALUES (?, ?, ?)', {
          xPlayer.identifier, plate, json.encode({ model = GetHashKey(grant.vehicle), plate = plate }),
        })
      end)
    end,

    money = function(xPlayer, grant, units)
      xPlayer.addAccountMoney(grant.account or 'bank', grant.money * units, reason)
    end,

    group = function(xPlayer, grant)
      xPlayer.setGroup(grant.group)
    end,

    -- Revokes: what the grant gave, as far as the player still has it.
    undo = {
      item = function(xPlayer, grant, units)
        local count = (grant.count or 1) * units
        local taken = math.min(count, (xPlayer.getInventoryItem(grant.item) or {}).count or 0)
        if taken > 0 then xPlayer.removeInventoryItem(grant.item, taken) end
        return HurricaneShop.missing(count - taken, count, grant.item)
      end,

      weapon = function(xPlayer, grant)
        if not xPlayer.hasWeapon(grant.weapon) then return HurricaneShop.missing(1, 1, grant.weapon) end
        xPlayer.removeWeapon(grant.weapon)
      end,

      vehicle = HurricaneShop.vehicleUndo(options, 'owned_vehicles'),

      -- In full: ESX lets an account go below zero, as the shop's H-Points do after a reversal.
      money = function(xPlayer, grant, units)
        xPlayer.removeAccountMoney(grant.account or 'bank', grant.money * units, reason)
      end,

      -- Only from the group granted: a rank bought since, or a staff group, is kept.
      group = function(xPlayer, grant)
        local group = xPlayer.getGroup()
        if group ~= grant.group then return ('group %s kept (not %s)'):format(tostring(group), grant.group) end
        xPlayer.setGroup(options.baseGroup or 'user')
      end,
    },

    notify = function(xPlayer, _, text)
      xPlayer.showNotification(text)
    end,
  }
end
