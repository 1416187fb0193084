// The pages of the route table. On the web each one is its own chunk, loaded when
// first visited; the in-game build swaps this module for pages.compact.tsx.
import type { ComponentType } from 'react';
import type { CategorySlug } from '../domain/category-slugs';
import { adminEntry } from '../features/admin/admin-entry';
import { lazyPage } from '../ui/lazy-page';
import { PAGE_MODULES, landingPage } from './page-modules';

export const HomePage = lazyPage('home', PAGE_MODULES.home);
export const CategoryPage = lazyPage<{ category: CategorySlug; itemId: string | null }>('category', PAGE_MODULES.category);
export const DailyShopPage = lazyPage('dailyShop', PAGE_MODULES.dailyShop);
export const LoginGamePage = lazyPage('loginGame', () => import('../features/account/login-game-page'));
export const RedirectingPage = lazyPage('redirecting', () => import('../features/pages/redirecting-page'));

/** Pages only the website carries: static texts, contact form, sign-in returns, the admin console. */
export const WEB_ONLY_ROUTES: { path: string; component: ComponentType }[] = [
  { path: '/mentions-legales', component: lazyPage('legal', () => import('../features/pages/legal-page')) },
  { path: '/confidentialite', component: lazyPage('privacy', () => import('../features/pages/privacy-page')) },
  { path: '/contact', component: lazyPage('contact', () => import('../features/contact/contact-page')) },
  { path: '/cfxAuth', component: lazyPage('forumReturn', () => import('../features/account/forum-return-page')) },
  { path: '/discordAuth', component: lazyPage('discordReturn', () => import('../features/account/discord-return-page')) },
  { path: adminEntry.path, component: lazyPage('admin', adminEntry.load) },
];

/**
 * Loads the page of the address the visitor lands on, alongside the start-up, so the
 * first render shows it (a suspended first render would wait for React's reveal throttle).
 */
export function preloadPageFor(path: string): Promise<void> {
  const page = { home: HomePage, category: CategoryPage, dailyShop: DailyShopPage, none: null }[landingPage(path) ?? 'none'];
  // On failure the route itself shows the chunk error.
  return page ? page.preload().then(() => undefined, () => undefined) : Promise.resolve();
}
