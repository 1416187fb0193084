// Mounted once by the app: catalogue version polling, rates, daily-shop refresh,
// login/logout notifications.
export function BrowsingRoot() {
  return null;
}
