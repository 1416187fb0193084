// The web build's server renderer (`vite build --ssr`, beside dist/web): pages then
// come with their first paint. Without it they start empty in the browser.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Prerender } from '../app-options';

export async function loadPrerender(file: string): Promise<Prerender | undefined> {
  if (!existsSync(file)) {
    console.warn(`No page renderer at ${file}: pages start empty (run npm run build:web).`);
    return undefined;
  }
  const module = (await import(pathToFileURL(file).href)) as { prerender?: Prerender };
  if (typeof module.prerender !== 'function') throw new Error(`${file} exports no prerender()`);
  return module.prerender;
}
