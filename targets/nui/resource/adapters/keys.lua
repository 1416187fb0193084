-- Keys of a vehicle the shop delivered (server side only), once its row (and plate) exists:
-- Config.giveKeys(source, plate, model) when the admin set it, else the keys script that runs
-- (Config.vehicleKeys: 'auto' picks the first started of those below, or names one; 'none': no keys).
HurricaneShop = HurricaneShop or {}

--- Each script: how it gives a player the keys of a plate; answers nil, or a note for the log.
local SCRIPTS = {
  -- Keys belong to vehicle entities (GiveKeys(source, vehicle)): a delivered vehicle is in the
  -- garage, not out in the world, and qbx_vehiclekeys gives its owner (player_vehicles.citizenid)
  -- the keys when it is taken out; one already out with that plate gets them now.
  { name = 'qbx_vehiclekeys', give = function(source, plate)
    local given = 0
    for _, vehicle in ipairs(GetAllVehicles and GetAllVehicles() or {}) do
      if (GetVehicleNumberPlateText(vehicle) or ''):gsub('^%s*(.-)%s*$', '%1') == plate then
        exports.qbx_vehiclekeys:GiveKeys(source, vehicle, true)
        given = given + 1
      end
    end
    if given == 0 then return ('keys of %s: qbx_vehiclekeys gives them to the owner when the vehicle is taken out'):format(plate) end
  end },
  { name = 'qb-vehiclekeys', give = function(source, plate) exports['qb-vehiclekeys']:GiveKeys(source, plate) end },
  { name = 'wasabi_carlock', give = function(source, plate) exports.wasabi_carlock:GiveKey(source, plate) end },
}

--- The keys script in use (its name and give), or nil: Config.vehicleKeys, 'auto' by default.
function HurricaneShop.keysScript(choice)
  choice = choice or 'auto'
  if choice == 'none' then return nil end
  for _, script in ipairs(SCRIPTS) do
    if (choice == 'auto' and GetResourceState(script.name) == 'started') or choice == script.name then return script end
  end
  return nil
end

--- Gives the keys of a delivered vehicle; never throws (the vehicle is given already): answers a note for the log.
function HurricaneShop.giveKeys(source, plate, model)
  if Config.giveKeys then
    local ok, err = pcall(Config.giveKeys, source, plate, model)
    if not ok then return ('keys of %s not given: Config.giveKeys failed (%s)'):format(plate, tostring(err)) end
    return nil
  end
  local script = HurricaneShop.keysScript(Config.vehicleKeys)
  if not script then return nil end
  local ok, note = pcall(script.give, source, plate)
  if not ok then return ('keys of %s not given by %s: %s'):format(plate, script.name, tostring(note)) end
  return note
end
