// Web entry, kept small: it starts loading the landing page's chunk at once, in
// parallel with the shop's own code (start.ts), instead of after evaluating it.
import { PAGE_MODULES, landingPage } from '../../src/app/page-modules';

const container = document.getElementById('root');
if (container) {
  const landing = landingPage(window.location.pathname);
  // Errors are reported by the page's own loader, which start() awaits.
  if (landing) PAGE_MODULES[landing]().catch(() => {});
  void import('./start').then(({ start }) => start(container));
}
