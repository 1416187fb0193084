// Mounted once by the app: account overlays (login panel, character selection)
// and session effects (who-am-I, game login messages).
export function AccountRoot() {
  return null;
}
