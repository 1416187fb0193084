// The page the server rendered (its inert wrapper, see targets/web/prerender.tsx)
// becomes the shop by hydration: React adopts its elements instead of building the
// page again (a whole render replacing it cost 120 ms of appendChild per load at 4x
// CPU), and as a transition, so the work yields to the browser every few ms instead
// of blocking a click for a few hundred. The wrapper stays inert until then: a click
// before would land on a button that does nothing yet. Where the player's stored
// state differs from the server's (another currency, a basket), React renders that
// part again on the client. The in-game build swaps this module for
// server-page.compact.ts: the game's page has no server markup.
import { startTransition, useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/** The shop's root on the server's markup, and when it is hydrated; null when the container is empty. */
export function hydrateServerPage(container: HTMLElement, app: ReactElement): { root: Root; hydrated: Promise<void> } | null {
  const serverPage = container.firstElementChild;
  if (!(serverPage instanceof HTMLElement)) return null;
  let done!: () => void;
  const hydrated = new Promise<void>((resolve) => (done = resolve)).then(() => serverPage.removeAttribute('inert'));
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(serverPage, <Hydrated onDone={done}>{app}</Hydrated>, {
      onRecoverableError: (error, info) => console.warn('[hydration] rendered again on the client:', error, info.componentStack),
    });
  });
  return { root, hydrated };
}

function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useLayoutEffect(onDone, [onDone]);
  return children;
}
