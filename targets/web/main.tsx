// Web entry, kept small: it starts loading the landing page's chunk at once, in
// parallel with the shop's own code (start.ts), instead of after evaluating it, and
// lets the server-rendered first paint show before that code runs.
import { PAGE_MODULES, landingPage } from '../../src/app/page-modules';
import { firstPaintShown } from './first-paint';

const container = document.getElementById('root');
if (container) {
  void firstPaintShown(container).then(() => {
    const landing = landingPage(window.location.pathname);
    // Errors are reported by the page's own loader, which start() awaits.
    if (landing) PAGE_MODULES[landing]().catch(() => {});
    return import('./start').then(({ start }) => start(container));
  });
}
