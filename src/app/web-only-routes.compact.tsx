// In game, the website's own pages open in the player's browser.
import type { ComponentType } from 'react';
import { OpenOnWebsite } from './open-on-website';

const PATHS = ['/mentions-legales', '/confidentialite', '/contact', '/cfxAuth', '/discordAuth'];

export const WEB_ONLY_ROUTES: { path: string; component: ComponentType }[] = PATHS.map((path) => ({ path, component: OpenOnWebsite }));
