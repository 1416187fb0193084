-- Opens the shop page on F2 (or when another resource asks), gives it the keyboard
-- and mouse, and relays the page's callbacks. The page validates every message it
-- receives and accepts SendNUIMessage only as FiveM's NUI root page relays it (from
-- its parent frame).
local isOpen = false

local function setOpen(open)
  isOpen = open
  SetNuiFocus(open, open)
  SendNUIMessage({ action = open and 'open' or 'close' })
  if open then
    -- A fresh one-time login token each time the shop opens.
    TriggerServerEvent('hurricane_shop:requestLogin')
  end
end

RegisterCommand('hurricane_shop', function()
  setOpen(not isOpen)
end, false)
RegisterKeyMapping('hurricane_shop', 'Ouvrir la boutique Hurricane', 'keyboard', Config.openKey)

-- For other resources (a phone app, a menu, a ped at a counter):
-- exports.hurricane_shop:open() / close() / isOpen(). Declared from code, so
-- fxmanifest.lua needs no `exports` entry. open and close do nothing when the shop
-- already is in that state: a second open must not mint a second login token.
exports('open', function()
  if not isOpen then setOpen(true) end
end)
exports('close', function()
  if isOpen then setOpen(false) end
end)
exports('isOpen', function()
  return isOpen
end)

-- The page asks for its configuration once it has loaded: the only source of where
-- it sends login tokens and sessions (apiBaseUrl, https). A `config` message can
-- change only the community links.
RegisterNUICallback('ready', function(_, cb)
  cb(Config.shop)
end)

RegisterNUICallback('close', function(_, cb)
  setOpen(false)
  cb({})
end)

RegisterNUICallback('requestLogin', function(_, cb)
  TriggerServerEvent('hurricane_shop:requestLogin')
  cb({})
end)

-- "Se connecter sur la nouvelle boutique": the server script mints a token for the web
-- shop; the answer is the address the page opens in the system browser (openUrl), on the
-- page the player was looking at. No token: the page gets `loginFailed` instead.
local webLogin -- the pending requestWebLogin callback
local function encode(text)
  return (text:gsub('[^%w%-%._~/]', function(c) return ('%%%02X'):format(c:byte()) end))
end

RegisterNUICallback('requestWebLogin', function(data, cb)
  local path = type(data) == 'table' and type(data.path) == 'string' and data.path or '/'
  -- Only a path on the web shop: '//host' and '/\host' would leave it (browsers read
  -- a backslash as a slash).
  if path:sub(1, 1) ~= '/' or path:sub(2, 2) == '/' or path:sub(2, 2) == '\\' then path = '/' end
  if webLogin then webLogin({}) end
  webLogin = cb
  TriggerServerEvent('hurricane_shop:requestWebLogin', path)
end)

RegisterNetEvent('hurricane_shop:webLogin', function(token, path)
  if type(token) ~= 'string' or not webLogin then return end
  local cb = webLogin
  webLogin = nil
  cb({ url = ('%s/loginGame?token=%s&serverId=%s&customRedirect=%s'):format(
    Config.shop.webShopUrl:gsub('/+$', ''), encode(token), encode(Config.serverId), encode(type(path) == 'string' and path or '/')) })
end)

-- No token could be had (no secret, the shop down or refusing, too many requests).
RegisterNetEvent('hurricane_shop:loginFailed', function(message)
  if type(message) ~= 'string' then return end
  if webLogin then
    webLogin({})
    webLogin = nil
  end
  SendNUIMessage({ action = 'loginFailed', data = { message = message } })
end)

-- The page already called openUrl itself; nothing else may be opened from here.
RegisterNUICallback('open_external', function(_, cb)
  cb({})
end)

RegisterNetEvent('hurricane_shop:login', function(token)
  if type(token) ~= 'string' then return end
  SendNUIMessage({ action = 'login', data = { token = token, serverId = Config.serverId } })
end)

-- A delivery granted by the server script ('standalone' framework): "Livraison : <label> x<amount>".
RegisterNetEvent('hurricane_shop:notify', function(text)
  if type(text) ~= 'string' then return end
  BeginTextCommandThefeedPost('STRING')
  AddTextComponentSubstringPlayerName(text)
  EndTextCommandThefeedPostTicker(false, true)
end)

-- Stopping (or restarting) the resource: close the page and always release the focus,
-- which FiveM would otherwise leave on a page that is gone (no mouse, no keyboard
-- left for the game). Other resources stopping are not our business.
AddEventHandler('onResourceStop', function(resource)
  if resource ~= GetCurrentResourceName() then return end
  setOpen(false)
end)
