-- Mints one-time login tokens (valid 60 s) for players, through the shop API: for the
-- in-game page (`login`) and for the web shop opened in the system browser (`webLogin`).
-- The secret never reaches a client: set it with `set hurricane_shop_secret "..."`.
local apiBaseUrl = GetConvar('hurricane_shop_apiBaseUrl', Config.shop.apiBaseUrl)
local secret = GetConvar('hurricane_shop_secret', '')

--- The player's identifier of this kind ('license:', 'fivem:'), or nil.
local function identifierOf(source, prefix)
  for _, identifier in ipairs(GetPlayerIdentifiers(source)) do
    if identifier:sub(1, #prefix) == prefix then return identifier end
  end
  return nil
end

local function licenseOf(source) return identifierOf(source, 'license:') end

--- The player's Cfx.re identifier (fivem:<forum account id>): a Tebex webstore payment of
--- that Cfx.re account is credited to their shop account. nil when they are not logged in to Cfx.re.
local function fivemIdOf(source)
  local id = identifierOf(source, 'fivem:')
  -- As the shop accepts it (fivem: and 1 to 20 digits): anything else is not sent, the login still works.
  return id and id:match('^fivem:%d+$') and #id <= 26 and id or nil
end

-- ---------------------------------------------------------------------------
-- Deliveries (docs/deliveries.md): what players bought on the shop, granted here.
-- Every `interval` seconds, and when a player's character loads, the resource claims
-- the pending deliveries of the players online (each is leased to it for 60 s), grants
-- each one through the framework adapter (adapters/*.lua), records its id as granted
-- in the resource's KVP, THEN acknowledges it. An id already recorded is never granted
-- again, only acknowledged: a crash or a lost answer between the grant and the
-- acknowledgement cannot grant twice. A delivery of action 'revoke' (a rank that ended,
-- a reversed payment) has its own id and goes the same way, taking back what a grant
-- gave: through the adapter's undo, or the event hurricane_shop:revoke where it has none.
local options = Config.deliveries or {}
local DELIVERED = 'delivered:' -- KVP delivered:<id> = 1 once granted (or revoked)
local GRANTING = 'delivering:' -- KVP delivering:<id> = steps done of a delivery done halfway
local PLATES = 'plates:' -- KVP plates:<license>:<itemId>:<model> = plates its grants gave, oldest first
local NOT_IN_GAME = { ['Points boutique'] = true } -- H-Points are credited on the shop
local GRANT_KINDS = { 'item', 'weapon', 'vehicle', 'money', 'group' }

local adapter -- the framework's, once started
local catalogue -- itemId -> product of GET /api/shopVer, once read
local inFlight = {} -- delivery id -> true while it is granted
local warned = {} -- message -> true once logged

local function log(message, ...)
  print(('[hurricane_shop] ' .. message):format(...))
end

local function warnOnce(message, ...)
  local text = message:format(...)
  if warned[text] then return end
  warned[text] = true
  print('[hurricane_shop] ^3' .. text .. '^0')
end

--- One call of the shop API, awaited: status and decoded answer (status nil: no answer in time).
local function api(method, path, body)
  local answered, answer = pcall(HurricaneShop.await, function(resolve)
    PerformHttpRequest(apiBaseUrl .. path, function(status, text) resolve({ status = status, text = text }) end,
      method, body and json.encode(body) or '', {
        ['Content-Type'] = 'application/json',
        ['X-Server-Secret'] = secret,
        gameServer = Config.serverId,
      })
  end, 20000)
  if not answered then return nil, nil end
  local ok, decoded = pcall(json.decode, answer.text or '')
  return answer.status, ok and decoded or nil
end

local function kindOf(grant)
  if type(grant) ~= 'table' then return nil end
  for _, kind in ipairs(GRANT_KINDS) do
    if grant[kind] ~= nil then return kind end
  end
  return nil
end

--- What config.lua says a product grants: a list of grants ({} for false), or nil and why.
local function grantsOf(itemId, category)
  local mapping = (options.products or {})[itemId]
  if mapping == nil then
    mapping = (options.categories or {})[category]
    if type(mapping) == 'function' then mapping = mapping(itemId) end
  end
  if mapping == nil then return nil, 'no grant in Config.deliveries' end
  if mapping == false then return {}, nil, nil end
  if kindOf(mapping) then return { mapping }, nil, mapping.label end
  if type(mapping) ~= 'table' or #mapping == 0 then return nil, 'its grant is neither a grant nor a list of grants' end
  for _, grant in ipairs(mapping) do
    if not kindOf(grant) then return nil, 'one of its grants has no item, weapon, vehicle, money or group' end
  end
  return mapping, nil, mapping.label
end

--- The catalogue names the products (notifications) and tells which have no grant.
local function loadCatalogue()
  local status, answer = api('GET', '/api/shopVer')
  if status ~= 200 or type(answer) ~= 'table' or type(answer.shopData) ~= 'table' then
    log('catalogue not read (%s): notifications name products by id until it is', tostring(status))
    return
  end
  catalogue = {}
  local missing = {}
  for _, product in ipairs(answer.shopData.products or {}) do
    catalogue[product.itemId] = product
    if not NOT_IN_GAME[product.category] then
      local grants, why = grantsOf(product.itemId, product.category)
      if not grants then missing[#missing + 1] = ('  - %s (%s, "%s"): %s'):format(product.itemId, product.category, product.name, why) end
    end
  end
  if #missing > 0 then
    print(('[hurricane_shop] ^3%d product(s) cannot be delivered in game yet: their deliveries wait until config.lua (Config.deliveries.products) grants them:^0')
      :format(#missing))
    for _, line in ipairs(missing) do print('[hurricane_shop] ^3' .. line .. '^0') end
  end
end

--- The plates recorded for this vehicle of this product of this player, and their KVP key.
local function platesOf(delivery, grant)
  local key = ('%s%s:%s:%s'):format(PLATES, delivery.license, delivery.itemId, grant.vehicle)
  local plates = {}
  for plate in (GetResourceKvpString(key) or ''):gmatch('%S+') do plates[#plates + 1] = plate end
  return plates, key
end

local function savePlates(key, plates)
  if #plates == 0 then DeleteResourceKvp(key) else SetResourceKvp(key, table.concat(plates, ' ')) end
end

--- Grants one step; answers a note for the log (a vehicle's keys that could not be given).
local function grantStep(target, delivery, step)
  if step.kind == 'event' then
    -- What this framework cannot grant: the server's own scripts do.
    TriggerEvent('hurricane_shop:deliver', delivery, target.source, step.grants)
    return ('hurricane_shop:deliver raised for the server\'s scripts (%d grant(s) this framework cannot grant)'):format(#step.grants)
  end
  local plate = adapter[step.kind](target.player, step.grant, step.units, target.source)
  if step.kind == 'vehicle' and type(plate) == 'string' then
    local plates, key = platesOf(delivery, step.grant)
    plates[#plates + 1] = plate
    savePlates(key, plates)
    -- After the record: keys that fail are logged, never a second vehicle.
    return HurricaneShop.giveKeys(target.source, plate, step.grant.vehicle)
  end
end

--- Takes back one step; answers a note for the log when part of it was gone.
local function revokeStep(target, delivery, step)
  if step.kind == 'event' then
    -- What this framework cannot take back: the server's own scripts do, as with hurricane_shop:deliver.
    TriggerEvent('hurricane_shop:revoke', delivery, target.source, step.grants)
    return ('hurricane_shop:revoke raised for the server\'s scripts (%d grant(s) this framework cannot take back)'):format(#step.grants)
  end
  local plate, plates, key
  if step.kind == 'vehicle' then
    plates, key = platesOf(delivery, step.grant)
    plate = plates[1]
  end
  local note = adapter.undo[step.kind](target.player, step.grant, step.units, target.source, plate)
  if plate then
    table.remove(plates, 1) -- after the undo: a retry takes the same plate, whose row is gone
    savePlates(key, plates)
  end
  return note
end

--- Grants, or revokes, a delivery step by step; each step done is recorded, so a delivery
--- that failed halfway (a full inventory, the database down) does only what is left when retried.
local function apply(target, delivery, grants)
  local revoke = delivery.action == 'revoke'
  local whole = adapter[revoke and 'revoke' or 'deliver']
  if whole then return whole(target.source, delivery, grants) end
  local steps, left = {}, {}
  for _, g in ipairs(grants) do
    local kind = kindOf(g)
    if (revoke and not (adapter.undo and adapter.undo[kind])) or (not revoke and not adapter[kind]) then
      left[#left + 1] = g
    elseif kind == 'vehicle' then
      -- One step per vehicle: each has its own plate.
      for _ = 1, delivery.amount do steps[#steps + 1] = { kind = kind, grant = g, units = 1 } end
    else
      steps[#steps + 1] = { kind = kind, grant = g, units = delivery.amount }
    end
  end
  -- One event (hurricane_shop:deliver or :revoke) for all that is left, as the first step:
  -- raised once even if a later step fails.
  if #left > 0 then table.insert(steps, 1, { kind = 'event', grants = left }) end
  local done = GetResourceKvpInt(GRANTING .. delivery.id)
  for i, step in ipairs(steps) do
    if i > done then
      local note
      if revoke then note = revokeStep(target, delivery, step) else note = grantStep(target, delivery, step) end
      if note then log('delivery %s (%s x%d): %s', delivery.id, delivery.itemId, delivery.amount, note) end
      if #steps > 1 then SetResourceKvpInt(GRANTING .. delivery.id, i) end
    end
  end
end

local function acknowledge(id)
  local status = api('POST', '/api/admin/deliveries/' .. id .. '/ack')
  if status ~= 200 then log('delivery %s done, acknowledgement failed (%s): it will be acknowledged again', id, tostring(status)) end
end

local ACTIONS = { grant = 'granted', revoke = 'revoked' }

--- Grant or revoke (unless already recorded), record, notify, then acknowledge one delivery.
local function deliver(target, delivery)
  local id = delivery.id
  if inFlight[id] then return end
  if GetResourceKvpInt(DELIVERED .. id) == 1 then
    -- Done before a crash or a lost acknowledgement: acknowledge only.
    inFlight[id] = true
    acknowledge(id)
    inFlight[id] = nil
    return
  end
  local action = delivery.action or 'grant' -- a shop from before revokes sends none
  if not ACTIONS[action] then
    warnOnce('delivery %s waits: its action "%s" is unknown to this resource (update it)', id, tostring(action))
    return
  end
  local character = options.characterOf and options.characterOf(target.source, target.player)
  if character and delivery.characterId and character ~= delivery.characterId then return end -- another character's: waits
  local grants, why, label = grantsOf(delivery.itemId, delivery.category)
  if not grants then
    warnOnce('delivery of %s waits: %s', delivery.itemId, why)
    return
  end
  inFlight[id] = true
  local ok, err = pcall(apply, target, delivery, grants)
  if not ok then
    log('delivery %s (%s x%d) not %s, retried later: %s', id, delivery.itemId, delivery.amount, ACTIONS[action], tostring(err))
    inFlight[id] = nil
    return
  end
  SetResourceKvpInt(DELIVERED .. id, 1)
  if GetResourceKvpInt(GRANTING .. id) > 0 then DeleteResourceKvp(GRANTING .. id) end
  log('delivery %s %s: %s x%d %s %s', id, ACTIONS[action], delivery.itemId, delivery.amount, action == 'grant' and 'to' or 'from', delivery.license)
  if #grants > 0 and adapter.notify then
    label = label or (catalogue and catalogue[delivery.itemId] and catalogue[delivery.itemId].name) or delivery.itemId
    local text = action == 'grant' and 'Livraison : %s x%d' or 'Retrait : %s x%d'
    pcall(adapter.notify, target.player, target.source, text:format(label, delivery.amount))
  end
  acknowledge(id)
  inFlight[id] = nil
end

--- Claims and delivers the pending deliveries of these players (server ids), when loaded.
local function deliverTo(sources)
  if not adapter then return end
  local byLicense, licenses = {}, {}
  for _, source in ipairs(sources) do
    source = tonumber(source)
    local license = source and licenseOf(source)
    local player = license and adapter.player(source)
    if player and not byLicense[license] and #licenses < 256 then
      byLicense[license] = { source = source, player = player }
      licenses[#licenses + 1] = license
    end
  end
  if #licenses == 0 then return end
  local status, answer = api('POST', '/api/admin/deliveries/claim', { server = Config.serverId, licenses = licenses })
  if status ~= 200 or type(answer) ~= 'table' then
    log('claim failed (%s)', tostring(status))
    return
  end
  for _, delivery in ipairs(answer.deliveries or {}) do
    local target = byLicense[delivery.license]
    if target and type(delivery.id) == 'string' and delivery.id:match('^%d+$') then deliver(target, delivery) end
  end
end

--- The framework that runs: Config.framework when it names one, else (auto) the first
--- started of qbx_core (before qb-core: Qbox also answers as qb-core), es_extended, qb-core.
local DETECTED = { { 'qbx_core', 'qbox' }, { 'es_extended', 'esx' }, { 'qb-core', 'qbcore' } }
local function frameworkOf()
  local chosen = Config.framework or 'auto'
  if chosen ~= 'auto' then return chosen, 'set in config.lua' end
  for _, resource in ipairs(DETECTED) do
    if GetResourceState(resource[1]) == 'started' then return resource[2], resource[1] .. ' started' end
  end
  return 'standalone', 'none of qbx_core, es_extended, qb-core started'
end

--- The framework adapter (adapters/*.lua): identity for logins, grants for deliveries.
local function startAdapter()
  local framework, why = frameworkOf()
  local factory = HurricaneShop.adapters[framework]
  if not factory then
    log('^1login without characters and deliveries are off: Config.framework is "%s", not auto, qbox, esx, qbcore or standalone^0', tostring(framework))
    return
  end
  local ok, made = pcall(factory, options)
  if not ok then
    log('^1login without characters and deliveries are off: the %s framework is not available (%s)^0', framework, tostring(made))
    return
  end
  adapter = made
  local used = HurricaneShop.withOx(adapter)
  local problem = options.plate and HurricaneShop.plateFormatProblem(options.plate)
  if problem then
    log('^3Config.deliveries.plate "%s" is not used (%s): plates are HS******^0', tostring(options.plate), problem)
    options.plate = nil
  end
  local keys = Config.giveKeys and 'Config.giveKeys' or (HurricaneShop.keysScript(Config.vehicleKeys) or {}).name or 'none'
  used[#used + 1] = ('vehicle keys: %s'):format(keys)
  log('framework %s (%s); %s', framework, why, table.concat(used, '; '))
end

local function startDeliveries()
  if secret == '' or not adapter then return end
  AddEventHandler(adapter.loadedEvent, function(...)
    local source = adapter.loadedSource(...)
    CreateThread(function() deliverTo({ source }) end)
  end)
  CreateThread(function()
    while true do
      if not catalogue then loadCatalogue() end
      deliverTo(GetPlayers())
      Wait(math.max(5, options.interval or 30) * 1000)
    end
  end)
end

-- ---------------------------------------------------------------------------
-- Login from the game. The token request names the player by license, with their game
-- name (a new license creates its account under it) and their characters on this server
-- (adapter.identity, see adapters/shared.lua). The shop mints one token per license per
-- 5 s: requests closer than that wait their turn here. When no token can be had, the
-- client gets `hurricane_shop:loginFailed` (a French text) for the page.
local FAILED = {
  secret = 'La connexion depuis le jeu n\'est pas configurée sur ce serveur : prévenez un administrateur.',
  license = 'Votre licence Rockstar est introuvable : impossible de vous connecter depuis le jeu.',
  busy = 'Trop de demandes de connexion : réessayez dans quelques secondes.',
  down = 'La boutique ne répond pas : réessayez dans un instant.',
  refused = 'La boutique a refusé la connexion depuis le jeu : réessayez dans un instant.',
}
local TOKEN_COOLDOWN_MS = 5000
local nextTurn = {} -- license -> game time its next token request may be sent

--- The player's name and characters, as the framework has them (never throws).
local function identityOf(source, license)
  local identity = {}
  if adapter and adapter.identity then
    local ok, found = pcall(adapter.identity, source, license)
    if ok and type(found) == 'table' then
      identity = found
    elseif not ok then
      warnOnce('the %s adapter could not read a player\'s characters: %s', adapter.name, tostring(found))
    end
  end
  local name = identity.name
  if type(name) ~= 'string' or name == '' then name = GetPlayerName(source) end
  return { name = name, characters = type(identity.characters) == 'table' and identity.characters or nil }
end

--- A fresh token for the player, or nil and a French text for them. Waits (in a thread).
local function mintToken(source)
  if secret == '' then return nil, FAILED.secret end
  local license = licenseOf(source)
  if not license then return nil, FAILED.license end
  local now = GetGameTimer()
  local turn = math.max(now, nextTurn[license] or 0)
  nextTurn[license] = turn + TOKEN_COOLDOWN_MS
  if turn > now then Wait(turn - now) end
  local identity = identityOf(source, license)
  local status, answer = api('POST', '/api/admin/gameToken', {
    license = license, name = identity.name, characters = identity.characters, fivemId = fivemIdOf(source),
  })
  if status == 200 and type(answer) == 'table' and type(answer.token) == 'string' then return answer.token end
  if status == 429 then
    nextTurn[license] = GetGameTimer() + TOKEN_COOLDOWN_MS
    return nil, type(answer) == 'table' and type(answer.error) == 'string' and answer.error or FAILED.busy
  end
  log('token request for %s failed (%s)', source, tostring(status))
  if not status or status == 0 or status >= 500 then return nil, FAILED.down end
  return nil, FAILED.refused
end

--- Mints a token for the player, then answers them with `event` (token) or loginFailed.
local function answerLogin(source, event, ...)
  local extra = table.pack(...)
  CreateThread(function()
    local token, failure = mintToken(source)
    if token then
      TriggerClientEvent(event, source, token, table.unpack(extra, 1, extra.n))
    else
      TriggerClientEvent('hurricane_shop:loginFailed', source, failure)
    end
  end)
end

RegisterNetEvent('hurricane_shop:requestLogin', function()
  answerLogin(source, 'hurricane_shop:login')
end)

-- "Se connecter sur la nouvelle boutique": a token for the web shop, opened by the client.
RegisterNetEvent('hurricane_shop:requestWebLogin', function(path)
  answerLogin(source, 'hurricane_shop:webLogin', type(path) == 'string' and path or '/')
end)

AddEventHandler('playerDropped', function()
  local license = licenseOf(source)
  if license and (nextTurn[license] or 0) < GetGameTimer() then nextTurn[license] = nil end
end)

-- Server console: `hurricane_deliveries` (state), `hurricane_deliveries run` (claim now),
-- `hurricane_deliveries forget <id>` (grant or revoke a delivery again after resetting it in the database).
RegisterCommand('hurricane_deliveries', function(source, args)
  if source ~= 0 then return end
  local command, id = args[1], args[2]
  if command == 'run' then
    CreateThread(function() deliverTo(GetPlayers()) end)
  elseif command == 'forget' and id and id:match('^%d+$') then
    DeleteResourceKvp(DELIVERED .. id)
    DeleteResourceKvp(GRANTING .. id)
    log('delivery %s forgotten: it is done again when the shop hands it out again', id)
  else
    local granted, halfway = 0, {}
    local handle = StartFindKvp(DELIVERED)
    local key = FindKvp(handle)
    while key do
      granted = granted + 1
      key = FindKvp(handle)
    end
    EndFindKvp(handle)
    handle = StartFindKvp(GRANTING)
    key = FindKvp(handle)
    while key do
      halfway[#halfway + 1] = key:sub(#GRANTING + 1)
      key = FindKvp(handle)
    end
    EndFindKvp(handle)
    local busy = {}
    for busyId in pairs(inFlight) do busy[#busy + 1] = busyId end
    log('framework %s, every %ss, %s; %d done here (granted or revoked); in progress: %s; done halfway: %s',
      adapter and adapter.name or 'off', tostring(options.interval), catalogue and 'catalogue read' or 'catalogue not read',
      granted, #busy > 0 and table.concat(busy, ', ') or 'none', #halfway > 0 and table.concat(halfway, ', ') or 'none')
  end
end, true)

-- ---------------------------------------------------------------------------
-- Admins in game: `shoppoints <playerId|license> <delta> <reason…>` credits (delta > 0)
-- or debits (delta < 0) a player's H-Points on the shop (POST /api/admin/points: one ledger
-- entry of kind admin, with the reason). For the server console (source 0) and the players
-- whose ACE allows `hurricane_shop.admin` (config.lua: the server.cfg line). The command is
-- registered unrestricted ON PURPOSE: a restricted command (RegisterCommand(..., true))
-- checks the ACE `command.shoppoints`, not the shop's `hurricane_shop.admin`, and answers a
-- refused player with nothing; the handler checks `hurricane_shop.admin` itself, before
-- anything else, and tells a refused player so (nothing is sent to the shop).
local POINTS_ACE = 'hurricane_shop.admin'
local POINTS_MAX = 1000000 -- |delta|, as the shop's own bound
local REASON_MIN, REASON_MAX = 3, 200 -- characters
local POINTS_USAGE = 'Utilisation : shoppoints <id du joueur connecté | license:…> <montant> <raison>'
  .. ' (montant : entier non nul, de -1\u{2019}000\u{2019}000 à +1\u{2019}000\u{2019}000 ;'
  .. ' raison : 3 à 200 caractères). Exemple : shoppoints 12 500 Dédommagement de la panne du 14/06'

--- 13000 → "13’000" (a typographic apostrophe between thousands, as the shop shows balances).
local function thousands(n)
  local digits = ('%.0f'):format(math.abs(n))
  local head = (#digits - 1) % 3 + 1
  local out = digits:sub(1, head)
  for i = head + 1, #digits, 3 do out = out .. '\u{2019}' .. digits:sub(i, i + 2) end
  return (n < 0 and '-' or '') .. out
end

local function signed(n)
  return (n > 0 and '+' or '') .. thousands(n)
end

--- Tells the caller: the server console (print) or the player (chat).
local function reply(caller, text)
  if caller == 0 then
    print('[hurricane_shop] ' .. text)
  else
    TriggerClientEvent('chat:addMessage', caller, { color = { 255, 200, 0 }, multiline = true, args = { 'Boutique', text } })
  end
end

--- Who ran the command, for the log.
local function callerName(caller)
  if caller == 0 then return 'console' end
  return ('player %d %s (%s)'):format(caller, tostring(GetPlayerName(caller)), tostring(licenseOf(caller)))
end

--- The command's arguments checked: { license, who, delta, reason }, or nil and a French text.
local function pointsRequest(args)
  local target, amount = args[1], args[2]
  if not target or not amount or not args[3] then return nil, 'Arguments manquants.' end
  local license, who
  if target:match('^%d+$') then
    license = licenseOf(tonumber(target))
    if not license then
      return nil, ('Aucun joueur connecté avec l\'id %s (donnez sa licence license:… s\'il n\'est pas en ligne).'):format(target)
    end
    who = ('%s [%s] (%s)'):format(tostring(GetPlayerName(tonumber(target))), target, license)
  elseif target:match('^[Ll][Ii][Cc][Ee][Nn][Ss][Ee]:%x+$') then
    license = target:lower() -- FiveM's licenses are lower-case hexadecimal
    who = license
  else
    return nil, ('Joueur invalide : « %s ». Donnez l\'id d\'un joueur connecté ou sa licence (license:…).'):format(target)
  end
  local sign, digits = amount:match('^([+-]?)(%d+)$')
  local delta = digits and #digits <= 7 and tonumber(digits)
  if delta and sign == '-' then delta = -delta end
  if not delta or delta == 0 or math.abs(delta) > POINTS_MAX then
    return nil, ('Montant invalide : « %s » (un entier non nul, de -1\u{2019}000\u{2019}000 à +1\u{2019}000\u{2019}000).'):format(amount)
  end
  local reason = table.concat(args, ' ', 3):match('^%s*(.-)%s*$')
  local length = utf8.len(reason) or #reason
  if length < REASON_MIN or length > REASON_MAX then
    return nil, ('Raison invalide : de %d à %d caractères (%d ici).'):format(REASON_MIN, REASON_MAX, length)
  end
  return { license = license, who = who, delta = delta, reason = reason }
end

--- Sends the change to the shop and tells the caller what it answered. Waits (in a thread).
local function changePoints(caller, request)
  local status, answer = api('POST', '/api/admin/points', { license = request.license, delta = request.delta, reason = request.reason })
  local by = callerName(caller)
  if status == 200 and type(answer) == 'table' and type(answer.shopTokens) == 'number' then
    log('points %s for %s by %s: "%s" (balance %s)', signed(request.delta), request.license, by, request.reason, thousands(answer.shopTokens))
    reply(caller, ('H-Points de %s : %s (solde : %s).'):format(request.who, signed(request.delta), thousands(answer.shopTokens)))
    return
  end
  local err = type(answer) == 'table' and type(answer.error) == 'string' and answer.error or nil
  log('points %s for %s by %s failed (%s): %s', signed(request.delta), request.license, by, tostring(status), err or 'no answer')
  if status and status >= 400 and status < 500 then
    reply(caller, ('Refusé par la boutique pour %s : %s'):format(request.who, err or ('erreur %d.'):format(status)))
  else
    -- No answer, or the shop failed: the change may or may not have been made.
    local what = (not status or status == 0) and 'pas de réponse' or status == 200 and 'réponse illisible' or ('erreur ' .. status)
    reply(caller, ('La boutique n\'a pas répondu (%s) : vérifiez le solde de %s avant de réessayer.'):format(what, request.who))
  end
end

RegisterCommand('shoppoints', function(source, args)
  local caller = tonumber(source) or 0
  if caller ~= 0 and not IsPlayerAceAllowed(tostring(caller), POINTS_ACE) then
    log('shoppoints refused to %s: no ACE %s', callerName(caller), POINTS_ACE)
    reply(caller, 'Commande réservée aux administrateurs de la boutique (ACE hurricane_shop.admin).')
    return
  end
  local request, problem = pointsRequest(args or {})
  if not request then
    reply(caller, problem)
    reply(caller, POINTS_USAGE)
    return
  end
  if secret == '' then
    reply(caller, 'La boutique n\'est pas reliée à ce serveur : définissez hurricane_shop_secret (le SERVER_SECRET de la boutique) dans server.cfg.')
    return
  end
  CreateThread(function() changePoints(caller, request) end)
end, false)

-- What the resource's other server scripts (tebex.lua) use of this one.
HurricaneShop.game = {
  api = api, log = log, reply = reply, callerName = callerName, signed = signed,
  licenseOf = licenseOf, fivemIdOf = fivemIdOf, deliverTo = deliverTo,
  linked = function() return secret ~= '' end,
}

if secret == '' then
  log('^3login from the game and deliveries are off: set hurricane_shop_secret (the shop\'s SERVER_SECRET) in server.cfg^0')
end
startAdapter()
startDeliveries()
