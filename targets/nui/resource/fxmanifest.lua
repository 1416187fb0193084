fx_version 'cerulean'
game 'gta5'
lua54 'yes'

name 'hurricane_shop'
description 'Boutique Hurricane en jeu (F2)'
version '0.1.0'

ui_page 'html/index.html'
files { 'html/index.html' }

-- Only the callbacks this resource registers may be posted by its page.
nui_callback_strict_mode 'true'

shared_script 'config.lua'
client_script 'client.lua'
server_scripts {
  'adapters/shared.lua',
  'adapters/ox.lua',
  'adapters/keys.lua',
  'adapters/esx.lua',
  'adapters/qbcore.lua',
  'adapters/qbox.lua',
  'adapters/standalone.lua',
  'server.lua',
  'tebex.lua',
}
