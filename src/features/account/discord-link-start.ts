// The user menu's "link Discord": on the website the link's code comes when a player asks
// for it, so a first load does not carry it. The game's build swaps this module for
// discord-link-start.compact.ts (one file: a dynamic import there costs more than the code).
import type { startDiscordLink } from './discord-link';

export function linkDiscord(...args: Parameters<typeof startDiscordLink>): Promise<void> {
  return import('./discord-link')
    .then((module) => module.startDiscordLink(...args))
    .catch((error: unknown) => console.error('[account] Discord link failed to start', error));
}
