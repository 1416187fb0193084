// NUI callbacks: the page posts to https://<resource>/<name> and the game's client
// script answers. No imports, so the entry can post `ready` before anything else runs.

declare global {
  interface Window {
    GetParentResourceName?: () => string;
    invokeNative?: (native: string, ...args: string[]) => void;
  }
}

/** The resource the page belongs to; NUI callbacks are posted to https://<resource>/<name>. */
export function resourceName(): string {
  return window.GetParentResourceName?.() ?? 'hurricane_shop';
}

/** Posts a NUI callback to the game's client script; resolves with its JSON answer or null. */
export async function fetchNui(name: string, data: unknown = {}): Promise<unknown> {
  try {
    const response = await fetch(`https://${resourceName()}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=UTF-8' },
      body: JSON.stringify(data),
    });
    return await response.json().catch(() => null);
  } catch {
    return null; // Outside the game (file://, a test page) there is no client script.
  }
}
