// In game there is no tab to title and no page change to announce out loud (the
// game's browser has no screen reader hookup): nothing to mount.
export function RouteAnnouncer() {
  return null;
}
