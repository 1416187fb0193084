-- Mints one-time login tokens (valid 60 s) for players, through the shop API.
-- The secret never reaches a client: set it with `set hurricane_shop_secret "..."`.
local apiBaseUrl = GetConvar('hurricane_shop_apiBaseUrl', Config.shop.apiBaseUrl)
local secret = GetConvar('hurricane_shop_secret', '')

local function licenseOf(source)
  for _, identifier in ipairs(GetPlayerIdentifiers(source)) do
    if identifier:sub(1, 8) == 'license:' then return identifier end
  end
  return nil
end

RegisterNetEvent('hurricane_shop:requestLogin', function()
  local source = source
  local license = licenseOf(source)
  if not license or secret == '' then
    print(('[hurricane_shop] login refused for %s: %s'):format(source, license and 'hurricane_shop_secret is not set' or 'no license'))
    return
  end
  PerformHttpRequest(apiBaseUrl .. '/api/admin/gameToken', function(status, body)
    if status ~= 200 or not body then
      print(('[hurricane_shop] token request failed (%s)'):format(status))
      return
    end
    local answer = json.decode(body)
    if answer and type(answer.token) == 'string' then
      TriggerClientEvent('hurricane_shop:login', source, answer.token)
    end
  -- Only the license: a player's display name is theirs to choose, so it never identifies an account.
  end, 'POST', json.encode({ license = license }), {
    ['Content-Type'] = 'application/json',
    ['X-Server-Secret'] = secret,
  })
end)
