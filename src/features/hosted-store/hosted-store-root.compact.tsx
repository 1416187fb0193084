// In game no hosted-store flow runs: cash purchases continue on the web shop.
export function HostedStoreRoot() {
  return null;
}
