// In game the whole shop is one file: pages are imported directly (no chunk to
// wait for), and the website's own pages open in the player's browser.
import type { ComponentType } from 'react';
import { OpenOnWebsite } from './open-on-website';

export { default as HomePage } from '../features/pages/home-page';
export { default as CategoryPage } from '../features/catalogue/category-page';
export { default as DailyShopPage } from '../features/daily-shop/daily-shop-page';
export { default as LoginGamePage } from '../features/account/login-game-page';
export { default as RedirectingPage } from '../features/pages/redirecting-page';

// '/admin/*?': the admin console is only on the website (none of its code is in this file).
const WEB_ONLY_PATHS = ['/mentions-legales', '/confidentialite', '/contact', '/cfxAuth', '/discordAuth', '/admin/*?'];

export const WEB_ONLY_ROUTES: { path: string; component: ComponentType }[] = WEB_ONLY_PATHS.map((path) => ({
  path,
  component: OpenOnWebsite,
}));

/** Every page is already in the file. */
export const preloadPageFor = (_path: string): Promise<void> => Promise.resolve();
