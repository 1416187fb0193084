// A page that plays the game around the NUI file: it stubs invokeNative and
// GetParentResourceName, answers the NUI callbacks and sends {action, data}.
import type { Page } from '@playwright/test';

import { pathToFileURL } from 'node:url';

export const NUI_FILE = process.env.E2E_NUI_FILE
  ? pathToFileURL(process.env.E2E_NUI_FILE).href
  : new URL('../../dist/nui/index.html', import.meta.url).href;
export const RESOURCE = 'hurricane_shop';

export interface GameRecorder {
  callbacks: { name: string; body: unknown }[];
  natives(): Promise<unknown[][]>;
  send(action: string, data?: unknown): Promise<void>;
}

export async function openInGame(page: Page, { hash = '#/', config = {} as Record<string, unknown> } = {}): Promise<GameRecorder> {
  const callbacks: GameRecorder['callbacks'] = [];
  await page.addInitScript((resource) => {
    const calls: unknown[][] = [];
    Object.assign(window, {
      __natives: calls,
      GetParentResourceName: () => resource,
      invokeNative: (...args: unknown[]) => calls.push(args),
    });
  }, RESOURCE);
  await page.route(`https://${RESOURCE}/**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    callbacks.push({ name, body: route.request().postDataJSON() });
    await route.fulfill({ contentType: 'application/json', body: name === 'ready' ? JSON.stringify(config) : '{}' });
  });
  await page.goto(NUI_FILE + hash);
  const send = (action: string, data?: unknown) => page.evaluate((message) => window.postMessage(message, '*'), { action, data });
  return {
    callbacks,
    natives: () => page.evaluate(() => (window as unknown as { __natives: unknown[][] }).__natives),
    send,
  };
}
