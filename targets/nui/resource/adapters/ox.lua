-- The overextended resources, whatever the framework (server side only):
--   ox_inventory started: items and weapons are added and taken back through it
--     (exports.ox_inventory:CanCarryItem / AddItem / GetItemCount / RemoveItem), in place of
--     the framework's own inventory; what it refuses (weight, slots) makes the delivery wait,
--     not acknowledged, with the reason in the log.
--   ox_lib started: the player's notification is ox_lib's (the client event ox_lib:notify).
HurricaneShop = HurricaneShop or {}

local function started(name) return GetResourceState(name) == 'started' end

--- ox_inventory's weapons are items named as the weapon (WEAPON_PISTOL), the ammo in their metadata.
local function weaponItem(grant) return grant.weapon:upper() end

local function add(source, name, count, metadata)
  if not exports.ox_inventory:CanCarryItem(source, name, count, metadata) then
    error(('ox_inventory: cannot carry %d %s (too heavy, or no free slot)'):format(count, name), 0)
  end
  local ok, response = exports.ox_inventory:AddItem(source, name, count, metadata)
  if not ok then error(('ox_inventory: %d %s not added (%s)'):format(count, name, tostring(response)), 0) end
end

--- Takes back up to `count`, as many as the player holds; answers a note for what was gone.
local function remove(source, name, count)
  local held = exports.ox_inventory:GetItemCount(source, name) or 0
  local taken = math.min(count, held)
  if taken > 0 then
    local ok, response = exports.ox_inventory:RemoveItem(source, name, taken)
    if not ok then error(('ox_inventory: %d %s not removed (%s)'):format(taken, name, tostring(response)), 0) end
  end
  return HurricaneShop.missing(count - taken, count, name)
end

--- The adapter with items and weapons through ox_inventory, and notifications through
--- ox_lib, for those of them that are started; answers what it changed (for the start-up log).
function HurricaneShop.withOx(adapter)
  local used = {}
  if started('ox_inventory') then
    used[#used + 1] = 'items and weapons through ox_inventory'
    adapter.undo = adapter.undo or {}
    adapter.item = function(_, grant, units, source) add(source, grant.item, (grant.count or 1) * units) end
    -- One call for every unit (each weapon in its slot, with its ammo): all of them, or none.
    adapter.weapon = function(_, grant, units, source)
      add(source, weaponItem(grant), units, grant.ammo and { ammo = grant.ammo } or nil)
    end
    adapter.undo.item = function(_, grant, units, source) return remove(source, grant.item, (grant.count or 1) * units) end
    adapter.undo.weapon = function(_, grant, units, source) return remove(source, weaponItem(grant), units) end
  end
  if started('ox_lib') then
    used[#used + 1] = 'notifications through ox_lib'
    adapter.notify = function(_, source, text)
      TriggerClientEvent('ox_lib:notify', source, { title = 'Boutique', description = text, type = 'success' })
    end
  end
  return used
end
