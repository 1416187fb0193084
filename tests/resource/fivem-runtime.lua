-- A small FiveM runtime for the resource's Lua under a real Lua 5.4 (wasmoon):
-- threads (CreateThread, Wait, SetTimeout, promise, Citizen.Await) on a clock the test
-- moves, events, commands, players, exports, json; __installClient() turns it into the
-- client side (NUI, focus, server events, key mappings). The JS side (fivem.ts) provides
-- __print, __log (the timeline), __http, __nuiAnswer, the KVP natives and __jsonToLua.
Citizen = {}
__now = 0
__errors = {}
local threads = {}

local function spawn(fn, delay, ...)
  local args = table.pack(...)
  threads[#threads + 1] = { co = coroutine.create(function() fn(table.unpack(args, 1, args.n)) end), wake = __now + (delay or 0) }
end

function Citizen.CreateThread(fn) spawn(fn, 0) end
function Citizen.SetTimeout(ms, fn) spawn(fn, ms) end
function Citizen.Wait(ms) coroutine.yield({ wait = ms or 0 }) end
CreateThread, SetTimeout, Wait = Citizen.CreateThread, Citizen.SetTimeout, Citizen.Wait

local Promise = {}
Promise.__index = Promise
promise = {}
function promise.new() return setmetatable({ state = 'pending' }, Promise) end
function Promise:resolve(value)
  if self.state == 'pending' then self.state, self.value = 'resolved', value end
end
function Promise:reject(err)
  if self.state == 'pending' then self.state, self.value = 'rejected', err end
end
function Citizen.Await(p)
  while p.state == 'pending' do coroutine.yield({ await = p }) end
  if p.state == 'rejected' then error(p.value, 0) end
  return p.value
end

--- Resumes a thread once; false when it is over (an error is recorded, as FiveM prints it).
local function step(t)
  local ok, yielded = coroutine.resume(t.co)
  if not ok then
    __errors[#__errors + 1] = tostring(yielded)
    __print('SCRIPT ERROR: ' .. tostring(yielded))
    return false
  end
  if coroutine.status(t.co) == 'dead' then return false end
  t.await = yielded and yielded.await or nil
  t.wake = __now + (yielded and yielded.wait or 0)
  return true
end

local function runnable(t)
  return t.wake <= __now and (not t.await or t.await.state ~= 'pending')
end

--- Runs every thread that can run at `now`, until none can; answers the next wake-up time.
function __tick(now)
  __now = now
  for _ = 1, 10000 do
    local current, progressed = threads, false
    threads = {}
    local kept = {}
    for _, t in ipairs(current) do
      if runnable(t) then
        progressed = true
        if step(t) then kept[#kept + 1] = t end
      else
        kept[#kept + 1] = t
      end
    end
    if #threads > 0 then progressed = true end
    for _, t in ipairs(threads) do kept[#kept + 1] = t end
    threads = kept
    if not progressed then
      local nextWake = -1
      for _, t in ipairs(threads) do
        if not t.await and (nextWake < 0 or t.wake < nextWake) then nextWake = t.wake end
      end
      return nextWake
    end
  end
  error('a thread never waits')
end

-- json, as FiveM's: encode (empty table: []), decode (null: nil).
json = { null = setmetatable({}, { __tostring = function() return 'null' end }) }
local function encodeString(s)
  return '"' .. (s:gsub('[%c"\\]', function(c)
    if c == '"' then return '\\"' elseif c == '\\' then return '\\\\' elseif c == '\n' then return '\\n' end
    return ('\\u%04x'):format(c:byte())
  end)) .. '"'
end
function json.encode(v)
  local kind = type(v)
  if v == nil or v == json.null then return 'null' end
  if kind == 'boolean' then return tostring(v) end
  if kind == 'number' then return math.type(v) == 'integer' and tostring(v) or ('%.14g'):format(v) end
  if kind == 'string' then return encodeString(v) end
  if kind ~= 'table' then return 'null' end
  if next(v) == nil or #v > 0 then
    local items = {}
    for i = 1, #v do items[i] = json.encode(v[i]) end
    return '[' .. table.concat(items, ',') .. ']'
  end
  local keys = {}
  for k in pairs(v) do keys[#keys + 1] = tostring(k) end
  table.sort(keys)
  local fields = {}
  for _, k in ipairs(keys) do
    local value = v[k]
    if value == nil then value = v[tonumber(k)] end
    fields[#fields + 1] = encodeString(k) .. ':' .. json.encode(value)
  end
  return '{' .. table.concat(fields, ',') .. '}'
end
function json.decode(text)
  return assert(load('return ' .. __jsonToLua(text), '=json'))()
end

--- Everything a fake framework, an event or a client event does goes to the test's timeline.
function __record(name, ...)
  local n, args = select('#', ...), {}
  for i = 1, n do
    local value = select(i, ...)
    args[i] = value == nil and json.null or value
  end
  __log(name, json.encode(args))
end

function print(...)
  local parts = table.pack(...)
  for i = 1, parts.n do parts[i] = tostring(parts[i]) end
  __print(table.concat(parts, ' ', 1, parts.n))
end

-- Events and commands.
local handlers, commands = {}, {}
source = nil
function AddEventHandler(name, fn) handlers[name] = handlers[name] or {}; table.insert(handlers[name], fn) end
function RegisterNetEvent(name, fn) if fn then AddEventHandler(name, fn) end end
RegisterServerEvent = RegisterNetEvent

--- Runs fn in a thread of its own, started at once (as FiveM runs an event handler).
local function runNow(fn)
  local t = { co = coroutine.create(fn), wake = __now }
  if step(t) then threads[#threads + 1] = t end
end

--- Runs the handlers of an event (each in its thread, started at once), `source` set.
function __dispatch(name, src, ...)
  for _, fn in ipairs(handlers[name] or {}) do
    local args = table.pack(...)
    runNow(function() source = src; fn(table.unpack(args, 1, args.n)) end)
  end
end
function TriggerEvent(name, ...) __record('TriggerEvent:' .. name, ...); __dispatch(name, nil, ...) end
function TriggerClientEvent(name, target, ...) __record('TriggerClientEvent:' .. name, target, ...) end
-- A restricted command (RegisterCommand(name, fn, true)) runs, as in FiveM, for the console
-- and for players whose ACE allows `command.<name>`; for another player, nothing runs
-- (recorded as commandDenied).
local restricted = {}
function RegisterCommand(name, fn, isRestricted) commands[name], restricted[name] = fn, isRestricted == true end
function __command(name, src, args) __dispatch('__command', src, name, args) end
AddEventHandler('__command', function(name, args)
  if restricted[name] and source ~= 0 and not IsPlayerAceAllowed(tostring(source), 'command.' .. name) then
    __record('commandDenied', name, source)
    return
  end
  commands[name](source, args, table.concat({ name, table.unpack(args) }, ' '))
end)

-- ACEs: __aces[id][object] = true allows that object to the player (IsPlayerAceAllowed
-- takes the player's id as a string, as in FiveM; a number is accepted too).
__aces = {}
function IsPlayerAceAllowed(id, object)
  local allowed = __aces[tonumber(id)]
  return allowed ~= nil and allowed[object] == true
end

-- Players: __players[id] = license; __fivemIds[id] = their Cfx.re identifier (fivem:…), when logged in to Cfx.re.
__players, __fivemIds = {}, {}
function GetPlayers()
  local ids = {}
  for id in pairs(__players) do ids[#ids + 1] = tostring(id) end
  table.sort(ids)
  return ids
end
function GetPlayerIdentifiers(id)
  local license = __players[tonumber(id)]
  if not license then return {} end
  return { 'ip:127.0.0.1', license, 'discord:1', __fivemIds[tonumber(id)] }
end
function GetPlayerName(id) return 'Joueur ' .. tostring(id) end
function GetGameTimer() return __now end

-- Resources and exports: a resource is started when the test put its exports.
-- exports('name', fn) publishes one of this resource's own, where another resource
-- calls it as in FiveM: exports.hurricane_shop:name(...) (the proxy drops that `self`).
exports = setmetatable({}, {
  __call = function(self, name, fn)
    local own = GetCurrentResourceName()
    rawset(self, own, rawget(self, own) or {})
    self[own][name] = function(_, ...) return fn(...) end
  end,
})
function GetResourceState(name) return exports[name] and 'started' or 'missing' end
function GetCurrentResourceName() return 'hurricane_shop' end

function GetHashKey(s)
  local h = 0
  for i = 1, #s do
    h = (h + s:lower():byte(i)) & 0xFFFFFFFF
    h = (h + (h << 10)) & 0xFFFFFFFF
    h = h ~ (h >> 6)
  end
  h = (h + (h << 3)) & 0xFFFFFFFF
  h = h ~ (h >> 11)
  h = (h + (h << 15)) & 0xFFFFFFFF
  return h >= 0x80000000 and h - 0x100000000 or h
end

-- HTTP: the JS side answers; __httpDone runs the callback as FiveM would.
local requests, lastRequest = {}, 0
function PerformHttpRequest(url, cb, method, body, headers)
  lastRequest = lastRequest + 1
  requests[lastRequest] = cb
  __http(lastRequest, url, method or 'GET', body or '', json.encode(headers or {}))
end
function __httpDone(id, status, body)
  local cb = requests[id]
  requests[id] = nil
  cb(status, body ~= '' and body or nil, {})
end

-- Resource KVP (kept by the JS side across restarts).
function FindKvp(handle)
  local key = __findKvp(handle)
  if key == '' then return nil end
  return key
end

-- The client side: what client.lua calls goes to the timeline (SetNuiFocus,
-- SendNUIMessage, TriggerServerEvent:<name>, RegisterKeyMapping, the feed natives);
-- the test posts NUI callbacks as the page does (__nui). Server-only natives are
-- removed so that a client script using one fails here as it would in the game.
local nuiCallbacks = {}
function __installClient()
  local function recorded(name) return function(...) __record(name, ...) end end
  for _, name in ipairs({ 'SetNuiFocus', 'SendNUIMessage', 'RegisterKeyMapping',
    'BeginTextCommandThefeedPost', 'AddTextComponentSubstringPlayerName', 'EndTextCommandThefeedPostTicker' }) do
    _G[name] = recorded(name)
  end
  function TriggerServerEvent(name, ...) __record('TriggerServerEvent:' .. name, ...) end
  function RegisterNUICallback(name, fn) nuiCallbacks[name] = fn end
  TriggerClientEvent, RegisterServerEvent, PerformHttpRequest, GetPlayerIdentifiers, IsPlayerAceAllowed = nil, nil, nil, nil, nil
end

--- The page posts the NUI callback `name` (fetch('https://hurricane_shop/<name>', body)):
--- its handler runs in a thread with the decoded body; each cb(answer) goes to
--- __nuiAnswer(id, json). False when the script registered no such callback (FiveM's
--- strict mode answers 404).
function __nui(id, name, data)
  local fn = nuiCallbacks[name]
  if not fn then return false end
  runNow(function()
    fn(data, function(answer) __nuiAnswer(id, json.encode(answer)) end)
  end)
  return true
end
