-- Tebex webstore payments in game (docs/tebex.md), server side: `/tebex <transaction id>`
-- (Config.tebexCommand) credits the player's shop account with a payment the shop could
-- not match to an account (a webstore payment whose Cfx.re account the shop did not know),
-- through POST /api/admin/tebex/claim; the shop answers each outcome in French (unknown,
-- already credited, refunded, too many tries…), told to the player in the chat; its
-- deliveries are then claimed at once. Runs after server.lua (HurricaneShop.game).
local game = HurricaneShop.game
local api, log, reply, callerName, signed = game.api, game.log, game.reply, game.callerName, game.signed
local licenseOf, fivemIdOf, deliverTo = game.licenseOf, game.fivemIdOf, game.deliverTo

local TEBEX_USAGE = 'Utilisation : /%s <identifiant de transaction> (tbx-…, sur votre reçu Tebex).'
local claiming = {} -- player -> true while their claim is sent

--- "+2’500 H-Points et le grade Gold" from the shop's answer.
local function creditedText(credited)
  local parts = {}
  if type(credited.points) == 'number' and credited.points ~= 0 then parts[#parts + 1] = signed(credited.points) .. ' H-Points' end
  if type(credited.rank) == 'string' then parts[#parts + 1] = 'le grade ' .. credited.rank end
  if #parts == 0 then return 'vos achats vous seront livrés en jeu.' end
  return table.concat(parts, ' et ') .. '.'
end

--- Sends the claim, then tells the player what the shop answered. Waits (in a thread).
local function claimTebex(caller, license, transactionId)
  local status, answer = api('POST', '/api/admin/tebex/claim', { license = license, transactionId = transactionId, fivemId = fivemIdOf(caller) })
  local err = type(answer) == 'table' and type(answer.error) == 'string' and answer.error or nil
  if status == 200 and type(answer) == 'table' and type(answer.credited) == 'table' then
    log('tebex %s claimed by %s', transactionId, callerName(caller))
    reply(caller, ('Paiement %s crédité sur votre compte de la boutique : %s'):format(transactionId, creditedText(answer.credited)))
    deliverTo({ caller })
  elseif status and status >= 400 and status < 500 then
    log('tebex %s refused to %s (%d): %s', transactionId, callerName(caller), status, err or 'no answer')
    reply(caller, err or ('La boutique a refusé ce paiement (erreur %d).'):format(status))
  else
    log('tebex %s by %s: the shop did not answer (%s)', transactionId, callerName(caller), tostring(status))
    reply(caller, 'La boutique ne répond pas : réessayez dans un instant.')
  end
end

if type(Config.tebexCommand) == 'string' and Config.tebexCommand ~= '' then
  RegisterCommand(Config.tebexCommand, function(source, args)
    local caller = tonumber(source) or 0
    if caller == 0 then
      reply(0, ('/%s est une commande des joueurs : elle crédite le compte de celui qui la tape.'):format(Config.tebexCommand))
      return
    end
    local transactionId = (args or {})[1]
    if not transactionId or #transactionId > 100 or not transactionId:match('^[%w%-_]+$') then
      reply(caller, TEBEX_USAGE:format(Config.tebexCommand))
      return
    end
    if not game.linked() then
      reply(caller, 'La boutique n\'est pas reliée à ce serveur : prévenez un administrateur.')
      return
    end
    local license = licenseOf(caller)
    if not license then
      reply(caller, 'Votre licence Rockstar est introuvable : impossible de retrouver votre compte de la boutique.')
      return
    end
    if claiming[caller] then
      reply(caller, 'Votre demande précédente est en cours : patientez.')
      return
    end
    claiming[caller] = true
    CreateThread(function()
      local ok, err = pcall(claimTebex, caller, license, transactionId)
      claiming[caller] = nil
      if not ok then log('tebex %s by %s failed: %s', transactionId, callerName(caller), tostring(err)) end
    end)
  end, false)
end
