// The harness page of `npm run dev:nui`: plays the game around the NUI file, as
// FiveM's NUI root page and the resource's client.lua / server.lua do. Plain script,
// development only: never built, never in the resource.
'use strict';

const RESOURCE = 'hurricane_shop';
let starts = 0;
/** A new query each start: a full load of the page, never a mere hash change. */
const nuiUrl = () => `/nui/index.html?start=${++starts}#/`;
const $ = (id) => document.getElementById(id);
const frame = $('nui');
let isOpen = false;
let pendingWebLogin = null; // the port of the requestWebLogin callback waiting for its token

// ---- the screen: 1920×1080, scaled to fit the stage, centred --------------------------
function fit() {
  const stage = $('stage').getBoundingClientRect();
  const scale = Math.min(stage.width / 1920, stage.height / 1080);
  const left = (stage.width - 1920 * scale) / 2;
  const top = (stage.height - 1080 * scale) / 2;
  $('screen').style.transform = `translate(${left}px, ${top}px) scale(${scale})`;
}
new ResizeObserver(fit).observe($('stage'));

// ---- the log ----------------------------------------------------------------------------
const show = (value) => (typeof value === 'string' ? value : JSON.stringify(value, null, 1));

function log(direction, name, parts = {}, warn = false) {
  const item = document.createElement('li');
  if (warn) item.className = 'warn';
  const head = document.createElement('div');
  const time = new Date().toLocaleTimeString('fr-FR');
  head.innerHTML = '<span class="dir"></span> <span class="name"></span>';
  head.firstChild.textContent = `${time} ${direction}`;
  head.lastChild.textContent = name;
  item.append(head);
  for (const [label, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    const text = show(value);
    const pre = document.createElement('pre');
    pre.textContent = `${label} ${text}`;
    if (text.length <= 240) item.append(pre);
    else {
      // A long body (the config) folded: its first line shows.
      const fold = document.createElement('details');
      const summary = document.createElement('summary');
      summary.textContent = `${label} ${text.slice(0, 60).replace(/\s+/g, ' ')}…`;
      fold.append(summary, pre);
      item.append(fold);
    }
  }
  if (parts.url && /^https?:\/\//.test(parts.url)) {
    const link = document.createElement('a');
    link.href = parts.url;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.textContent = 'ouvrir dans un onglet (le jeu l’ouvre dans le navigateur du joueur)';
    item.append(link);
  }
  const list = $('log');
  list.prepend(item);
  while (list.children.length > 300) list.lastChild.remove();
}
$('clearLog').onclick = () => ($('log').textContent = '');

// ---- game → page: SendNUIMessage, relayed by the root page to the resource's frame -----
function send(action, data) {
  const message = data === undefined ? { action } : { action, data };
  frame.contentWindow.postMessage(message, '*');
  log('jeu → page', action, { data });
}

function setState() {
  $('state').textContent = isOpen ? 'ouverte (focus NUI)' : 'fermée';
}

/** client.lua's setOpen: focus (here: the frame takes the mouse), the message, a fresh token on open. */
function setOpen(open) {
  isOpen = open;
  frame.style.pointerEvents = open ? 'auto' : 'none';
  if (open) frame.focus();
  else frame.blur();
  send(open ? 'open' : 'close');
  setState();
  if (open && $('auto').checked) void loginFromGame();
}

// ---- tokens, as server.lua mints them ------------------------------------------------------
const serverId = () => $('serverId').value;

async function mintToken() {
  const response = await fetch('/harness/game-token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ license: $('license').value, name: $('playerName').value, username: $('username').value, serverId: serverId() }),
  });
  const answer = await response.json();
  if (answer.token) log('serveur', 'jeton obtenu', { token: answer.token });
  else log('serveur', 'pas de jeton', { erreur: answer.error, détail: answer.detail }, true);
  return answer;
}

/** server.lua's answer to requestLogin: `login` with a fresh token, or `loginFailed`. */
async function loginFromGame() {
  const answer = await mintToken();
  if (answer.token) send('login', { token: answer.token, serverId: serverId() });
  else send('loginFailed', { message: answer.error });
}

$('mint').onclick = async () => {
  const answer = await mintToken();
  if (answer.token) $('token').value = answer.token;
};
$('open').onclick = () => setOpen(true);
$('close').onclick = () => setOpen(false);
$('login').onclick = () => send('login', { token: $('token').value, serverId: serverId() });
$('loginFailed').onclick = () => send('loginFailed', { message: $('failMessage').value });
$('sendConfig').onclick = () => {
  try {
    send('config', JSON.parse($('configMessage').value));
  } catch (error) {
    log('harnais', 'message config : JSON invalide', { erreur: String(error) }, true);
  }
};

// ---- the configuration the `ready` callback answers (client.lua: Config.shop) ------------
function readyAnswer() {
  try {
    return JSON.parse($('config').value);
  } catch (error) {
    log('harnais', 'configuration : JSON invalide, ready répond {}', { erreur: String(error) }, true);
    return {};
  }
}

async function loadConfig() {
  const { source, config } = await (await fetch('/harness/config')).json();
  $('config').value = JSON.stringify(config, null, 2);
  $('configSource').textContent =
    source === 'shop'
      ? `Celle du serveur de référence (/config.json), apiBaseUrl ${config.apiBaseUrl}. Modifiable : la page la lit à son chargement.`
      : `Le serveur de référence (${config.apiBaseUrl}) ne répond pas : valeurs par défaut de la construction, API sur ${config.apiBaseUrl}.`;
}

async function checkStatus() {
  const status = await (await fetch('/harness/status')).json();
  const box = $('status');
  box.className = status.originAllowed ? 'ok' : 'warn';
  box.textContent = !status.reachable
    ? `${status.shopUrl} ne répond pas : lancez le serveur de référence avec ALLOWED_ORIGINS=${status.origin} npm start (sans lui, la boutique affiche une erreur de chargement).`
    : status.originAllowed
      ? `Serveur de référence : ${status.shopUrl}, l’origine ${status.origin} est acceptée.`
      : `${status.shopUrl} refuse les appels de ${status.origin} : relancez-le avec ALLOWED_ORIGINS=${status.origin} npm start.`;
}

/** Restarting the resource: the page reloads (and calls `ready` again), the shop is closed. */
function restart() {
  if (pendingWebLogin) pendingWebLogin.close();
  pendingWebLogin = null;
  isOpen = false;
  frame.style.pointerEvents = 'none';
  setState();
  frame.src = nuiUrl();
  log('harnais', 'ressource (re)démarrée');
}
$('reload').onclick = restart;
$('applyConfig').onclick = restart;
$('resetConfig').onclick = async () => {
  await loadConfig();
  restart();
};

// ---- page → game: NUI callbacks (client.lua's RegisterNUICallback) ------------------------
/** client.lua's encode: every byte but [A-Za-z0-9-._~/] as %XX. */
function encode(text) {
  let out = '';
  for (const byte of new TextEncoder().encode(text)) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~/]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function webLoginUrl(token, path) {
  const base = String(readyAnswer().webShopUrl ?? '').replace(/\/+$/, '');
  return `${base}/loginGame?token=${encode(token)}&serverId=${encode(serverId())}&customRedirect=${encode(path)}`;
}

function answer(port, name, body, reply, warn = false) {
  port.postMessage(reply);
  log('page → jeu', `callback ${name}`, { 'corps :': body, 'réponse :': reply }, warn);
}

async function onCallback(name, rawBody, port) {
  let body = rawBody;
  try {
    body = JSON.parse(rawBody);
  } catch {
    // shown as sent
  }
  switch (name) {
    case 'ready':
      return answer(port, name, body, readyAnswer());
    case 'close':
      answer(port, name, body, {});
      return setOpen(false);
    case 'requestLogin':
      answer(port, name, body, {});
      if ($('auto').checked) return loginFromGame();
      return log('harnais', 'requestLogin : envoyez login ou loginFailed (jetons automatiques désactivés)');
    case 'requestWebLogin': {
      let path = body && typeof body.path === 'string' ? body.path : '/';
      if (!path.startsWith('/') || path.startsWith('//')) path = '/';
      if (pendingWebLogin) answer(pendingWebLogin, name, '(remplacé par une nouvelle demande)', {});
      if (!$('auto').checked) return answer(port, name, body, { url: webLoginUrl($('token').value || 'jeton-factice', path) });
      pendingWebLogin = port;
      log('page → jeu', `callback ${name} (en attente d’un jeton)`, { 'corps :': body });
      const minted = await mintToken();
      if (pendingWebLogin !== port) return;
      pendingWebLogin = null;
      if (minted.token) return answer(port, name, body, { url: webLoginUrl(minted.token, path) });
      answer(port, name, body, {});
      return send('loginFailed', { message: minted.error });
    }
    case 'open_external':
      return answer(port, name, body, {});
    default:
      return answer(port, `${name} (inconnu de client.lua)`, body, {}, true);
  }
}

window.addEventListener('message', (event) => {
  // Only the shop's frame (never another window) talks to the game.
  if (event.source !== frame.contentWindow || typeof event.data !== 'object' || event.data === null) return;
  const message = event.data.__hurricaneHarness;
  if (message && message.kind === 'callback' && event.ports[0]) return void onCallback(String(message.name), message.body, event.ports[0]);
  if (message && message.kind === 'native') {
    const url = message.native === 'openUrl' ? message.args[0] : undefined;
    return log('page → jeu', `invokeNative('${message.native}')`, { 'arguments :': message.args, url });
  }
  if (event.data.action === 'open_external') return log('page → parent', 'message open_external', { url: event.data.url });
  log('page → parent', 'message', { data: event.data }, true);
});

// ---- start: the config first, then the resource (its page calls `ready` on load) ---------
void (async () => {
  fit();
  setState();
  await loadConfig().catch((error) => log('harnais', 'configuration introuvable', { erreur: String(error) }, true));
  frame.src = nuiUrl();
  log('harnais', `ressource ${RESOURCE} démarrée`);
  await checkStatus().catch(() => {});
})();
