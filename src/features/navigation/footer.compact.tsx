// The game's page has no footer (its links open on the website): nothing to carry.
export function Footer() {
  return null;
}
