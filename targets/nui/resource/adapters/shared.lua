-- Helpers the framework adapters and server.lua share (server side only).
-- An adapter turns one grant of config.lua (Config.deliveries) into framework calls:
--   player(source)                      the framework's player, nil while not loaded
--   item / weapon / vehicle / money / group (player, grant, units, source)
--                                       grant `units` times what `grant` describes (a vehicle: one,
--                                       answering its plate); throw to refuse
--   undo.<kind>(player, grant, units, source, plate)
--                                       take back what that grant gave (a vehicle: the one of `plate`);
--                                       answers nil, or a note for the log when part of it was gone;
--                                       throw to retry; no undo for a kind: hurricane_shop:revoke
--   notify(player, source, text)        tell the player (French text)
--   loadedEvent, loadedSource(...)      the server event fired when a player's character is loaded
-- or, instead of the five grant functions, deliver(source, delivery, grants) for the whole
-- delivery (and revoke(source, delivery, grants) for a whole revoke).
-- For logins from the game (server.lua sends them with the token request):
--   identity(source, license)           { name?, characters? = { {id, firstname, lastname, dob, pob?, height?}, ... } }:
--                                       the player's characters on this server (name: GetPlayerName when absent)
HurricaneShop = HurricaneShop or {}
HurricaneShop.adapters = HurricaneShop.adapters or {}

--- Runs start(resolve) and waits (in a thread) for resolve(value); throws after `ms`.
function HurricaneShop.await(start, ms)
  local p, settled = promise.new(), false
  local function settle(ok, value)
    if settled then return end
    settled = true
    if ok then p:resolve(value) else p:reject(value) end
  end
  start(function(value) settle(true, value) end)
  SetTimeout(ms, function() settle(false, ('timed out after %d ms'):format(ms)) end)
  return Citizen.Await(p)
end

--- One oxmysql call ('insert', 'scalar', ...), awaited; throws when oxmysql is not started.
function HurricaneShop.sql(method, query, params)
  if GetResourceState('oxmysql') ~= 'started' then
    error('oxmysql is not started: start it, or set Config.deliveries.giveVehicle', 0)
  end
  return HurricaneShop.await(function(resolve)
    exports.oxmysql[method](exports.oxmysql, query, params, resolve)
  end, 15000)
end

local PLATE_CHARS = {
  ['*'] = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', -- no I nor O: not mistaken for 1 and 0
  ['@'] = 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  ['#'] = '0123456789',
}

--- A plate of Config.deliveries.plate's format (`*` a letter or digit, `@` a letter, `#` a digit,
--- anything else as is; at most 8 characters, as GTA's plates); `HS******` when it has none.
function HurricaneShop.plateOf(format)
  local plate = ''
  for ch in (format or 'HS******'):gmatch('.') do
    local chars = PLATE_CHARS[ch]
    if chars then
      local i = math.random(#chars)
      ch = chars:sub(i, i)
    end
    plate = plate .. ch
  end
  return plate
end

--- Why a plate format cannot be used, or nil: 1 to 8 characters, at least 4 of them drawn.
function HurricaneShop.plateFormatProblem(format)
  if type(format) ~= 'string' or #format < 1 or #format > 8 then return 'a plate has 1 to 8 characters' end
  local _, drawn = format:gsub('[%*@#]', '')
  if drawn < 4 then return 'fewer than 4 drawn characters (*, @, #): too few free plates' end
  return nil
end

--- A plate of the configured format no row of `tableName` has yet.
function HurricaneShop.newPlate(tableName, format)
  for _ = 1, 20 do
    local plate = HurricaneShop.plateOf(format)
    if not HurricaneShop.sql('scalar', ('SELECT 1 FROM %s WHERE plate = ?'):format(tableName), { plate }) then
      return plate
    end
  end
  error('no free plate found', 0)
end

--- The vehicle grant shared by ESX, QBCore and Qbox: the admin's function when set, else
--- `insert(plate)`. Answers the plate (the admin's function may answer one), which
--- server.lua records so that a revoke removes this very vehicle.
function HurricaneShop.giveVehicle(options, tableName, player, grant, source, insert)
  if options.giveVehicle then return options.giveVehicle(source, grant.vehicle, player) end
  local plate = HurricaneShop.newPlate(tableName, options.plate)
  insert(plate)
  return plate
end

--- The vehicle undo shared by ESX, QBCore and Qbox: the admin's takeVehicle when set; else the
--- row of the plate its grant recorded. nil (no undo: the server's scripts get
--- hurricane_shop:revoke) when the admin's giveVehicle gives them and nothing takes them back.
function HurricaneShop.vehicleUndo(options, tableName)
  if options.takeVehicle then
    return function(player, grant, _, source, plate) return options.takeVehicle(source, grant.vehicle, player, plate) end
  end
  if options.giveVehicle then return nil end
  return function(_, grant, _, _, plate)
    if not plate then
      return ('no %s recorded as given to this player (given before plates were recorded?): remove it by hand'):format(grant.vehicle)
    end
    -- By plate only: plates are unique, and the character who got it may not be the one in play.
    if (HurricaneShop.sql('update', ('DELETE FROM %s WHERE plate = ?'):format(tableName), { plate }) or 0) == 0 then
      return ('%s %s was no longer in %s'):format(grant.vehicle, plate, tableName)
    end
  end
end

--- The note for what a revoke could not take back: `missing` of `count` `what`.
function HurricaneShop.missing(missing, count, what)
  if missing <= 0 then return nil end
  return ('%d of %d %s no longer held: not taken back'):format(missing, count, what)
end

--- Every character of this license in the framework's table (through oxmysql), or nil
--- when oxmysql is not started: `query` selects them, `toCharacter(row)` reads one.
function HurricaneShop.charactersOf(query, params, toCharacter)
  if GetResourceState('oxmysql') ~= 'started' then return nil end
  local rows = HurricaneShop.sql('query', query, params) or {}
  local characters = {}
  for _, row in ipairs(rows) do
    local character = toCharacter(row)
    if character and character.firstname and character.firstname ~= '' then characters[#characters + 1] = character end
  end
  return characters
end
