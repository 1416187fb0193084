// Web entry, kept small: once the server-rendered first paint is on screen, it
// starts the landing page's chunk and the shop's own code (start.ts) together,
// rather than the chunk after evaluating that code.
import './fonts.css';
import { PAGE_MODULES, landingPage } from '../../src/app/page-modules';
import { firstPaintShown } from './first-paint';
import { wait } from '../../src/lib/timing';

const container = document.getElementById('root');
if (container) {
  void firstPaintShown(container).then(() => {
    const landing = landingPage(window.location.pathname);
    // Errors are reported by the page's own loader, which start() awaits.
    if (landing) PAGE_MODULES[landing]().catch(() => {});
    // start() runs in a task of its own: evaluating the shop's code is one long task
    // already, and a click waits for the end of both.
    return import('./start').then(({ start }) => wait(0).then(() => start(container)));
  });
}
