// In game the page is built by the shop alone: there is no server markup to hydrate.
import type { ReactElement } from 'react';
import type { Root } from 'react-dom/client';

export const hydrateServerPage = (_container: HTMLElement, _app: ReactElement): { root: Root; hydrated: Promise<void> } | null => null;
