-- Opens the shop page on F2, gives it the keyboard and mouse, and relays the
-- page's callbacks. The page validates every message it receives and accepts
-- SendNUIMessage only as FiveM's NUI root page relays it (from its parent frame).
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

AddEventHandler('onResourceStop', function(resource)
  if resource == GetCurrentResourceName() and isOpen then
    SetNuiFocus(false, false)
  end
end)
