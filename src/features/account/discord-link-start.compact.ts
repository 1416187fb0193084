// In game the shop is one file: the Discord link's code is imported directly.
import { startDiscordLink } from './discord-link';

export function linkDiscord(...args: Parameters<typeof startDiscordLink>): Promise<void> {
  return startDiscordLink(...args).catch((error: unknown) => console.error('[account] Discord link failed to start', error));
}
