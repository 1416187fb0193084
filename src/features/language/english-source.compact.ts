// The game's English words. Its single file carries French only (its size budget), so
// it loads the website's own English chunk from the shop's server (/api/words/en.js, a
// module without imports whose one export is the words) and keeps its code on the
// device like the catalogue: an English player's later starts show English at once,
// and fetch the current code for the next start.
import type { Translation } from '../../i18n/live';
import type { Platform } from '../../platform/platform';
import { STORAGE_PREFIX } from '../../state/persist';
import { wordsEndpoints } from '../../api/contract/words';

const KEY = `${STORAGE_PREFIX}words-en`;

async function fetchCode({ config, storage }: Platform): Promise<string> {
  const response = await fetch(`${config.apiBaseUrl}${wordsEndpoints.english.path}`);
  if (!response.ok) throw new Error(`English words: HTTP ${response.status}`);
  const code = await response.text();
  await storage.setItem(KEY, code);
  return code;
}

export async function loadEnglish(platform: Platform): Promise<Translation> {
  const stored = await platform.storage.getItem(KEY);
  const fresh = fetchCode(platform);
  if (stored) fresh.catch((error: unknown) => console.error('[language] English words not refreshed', error));
  const url = URL.createObjectURL(new Blob([stored ?? (await fresh)], { type: 'text/javascript' }));
  const module = (await import(/* @vite-ignore */ url)) as Record<string, Translation>;
  URL.revokeObjectURL(url);
  return Object.values(module)[0]!;
}
