-- Any other framework: Config.framework = 'standalone' (or 'auto' while none of qbx_core,
-- es_extended, qb-core runs). The whole delivery goes to
-- Config.deliveries.grant(source, delivery, grants) when the admin wrote one (it may
-- throw, or return false, to refuse: the delivery is then retried later), else to the
-- server event 'hurricane_shop:deliver' (delivery, source, grants), which another
-- resource of the server handles. A revoke likewise goes to Config.deliveries.revoke,
-- else (no undo here) server.lua raises 'hurricane_shop:revoke' (delivery, source, grants).
HurricaneShop.adapters.standalone = function(options)
  return {
    name = 'standalone',
    loadedEvent = 'playerJoining',
    loadedSource = function() return source end,
    player = function(source) return source end,

    -- Config.identity(source, license), the admin's (config.lua): { name?, characters? }.
    identity = function(source, license)
      if Config.identity then return Config.identity(source, license) end
      return {}
    end,

    -- With ox_inventory started (and no Config.deliveries.grant), items and weapons go through
    -- it (adapters/ox.lua), step by step, and only the rest to hurricane_shop:deliver.
    deliver = (options.grant or GetResourceState('ox_inventory') ~= 'started') and function(source, delivery, grants)
      if options.grant then
        if options.grant(source, delivery, grants) == false then error('Config.deliveries.grant refused it', 0) end
      else
        TriggerEvent('hurricane_shop:deliver', delivery, source, grants)
      end
    end or nil,

    revoke = options.revoke and function(source, delivery, grants)
      if options.revoke(source, delivery, grants) == false then error('Config.deliveries.revoke refused it', 0) end
    end,

    notify = function(_, source, text)
      TriggerClientEvent('hurricane_shop:notify', source, text)
    end,
  }
end
