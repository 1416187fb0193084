// Where the pages that a visitor can land on are, without React: the web entry
// starts loading the landing page while the shop's own code is still loading.
import { resolveCategory } from '../domain/category-slugs';

export const PAGE_MODULES = {
  home: () => import('../features/pages/home-page'),
  category: () => import('../features/catalogue/category-page'),
  dailyShop: () => import('../features/daily-shop/daily-shop-page'),
};

/** The page module an address shows, if it is one a visitor lands on. */
export function landingPage(path: string): keyof typeof PAGE_MODULES | null {
  if (path === '/') return 'home';
  if (path === '/daily-shop') return 'dailyShop';
  return resolveCategory(path.split('/')[1] ?? '') ? 'category' : null;
}
