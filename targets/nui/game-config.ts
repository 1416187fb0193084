// Which configuration the in-game shop runs on. Where the API is (so where login
// tokens and the session go), the web shop (sign-in links) and the providers come
// only from the client script's answer to `ready`, or the build defaults. A `config`
// message, which anything able to post to the page could forge, changes only links
// that carry nothing: MESSAGE_FIELDS.
import { ShopConfig, withDefaults } from '../../src/api/contract/config';
import { DEFAULT_CONFIG } from '../../src/platform/default-config';
import { safeApiBase } from './safe-api-base';

/** What a `config` message may change. */
export const MESSAGE_FIELDS = ['communityChatUrl', 'socialLinks'];

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The client script's `ready` answer as the base config; an unsafe apiBaseUrl is refused (the default applies). */
export function trustedConfig(answer: unknown): Raw {
  const config = isObject(answer) ? { ...answer } : {};
  if (!safeApiBase(config.apiBaseUrl)) {
    console.error('[config] apiBaseUrl must be https (or empty): refused', config.apiBaseUrl);
    delete config.apiBaseUrl;
  }
  return config;
}

/** The fields a `config` message changes, or null when it changes nothing valid (warned, ignored). */
export function messageUpdate(data: Raw): Raw | null {
  const update: Raw = {};
  const refused: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (MESSAGE_FIELDS.includes(key)) update[key] = value;
    else refused.push(key);
  }
  if (refused.length) console.warn(`[config] a config message cannot change ${refused.join(', ')}`);
  const parsed = ShopConfig.safeParse(withDefaults(DEFAULT_CONFIG, update));
  if (!parsed.success) {
    console.warn(`[config] invalid config message ignored: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
    return null;
  }
  return Object.keys(update).length ? update : null;
}

/**
 * Starts the shop once the trusted config is known, and again for each accepted
 * `config` message. One arriving before or while the shop starts is kept and applied
 * once that start is done, never lost.
 */
export function createConfigRunner(start: (rawConfig: unknown) => Promise<void>) {
  let trusted: Raw | null = null;
  let updates: Raw = {};
  let wanted = 0;
  let started = -1;
  let running = false;
  const run = async () => {
    if (running) return; // the start under way picks the newer config up when done
    running = true;
    try {
      while (trusted && started !== wanted) {
        started = wanted;
        await start(withDefaults(DEFAULT_CONFIG, { ...trusted, ...updates }));
      }
    } finally {
      running = false;
    }
  };
  return {
    trust(answer: unknown): Promise<void> {
      trusted = trustedConfig(answer);
      wanted++;
      return run();
    },
    message(data: Raw): void {
      const update = messageUpdate(data);
      if (!update) return;
      updates = { ...updates, ...update };
      wanted++;
      void run();
    },
  };
}
