// Web entry, kept small. The page names no script but this one: the shop's code is
// fetched once the server-rendered first paint is on screen (fetched with the page,
// its requests and compiling held that paint back by about 250 ms at 4x CPU). It then
// starts the landing page's chunk, and evaluates the shop's code in parts, each in a
// task of its own: one module graph is evaluated in one task, and the whole of it
// (React DOM, zod and the contract, the shop) blocked a click for 400 to 500 ms.
import './fonts.css';
import { PAGE_MODULES, landingPage } from '../../src/app/page-modules';
import { firstPaintShown } from './first-paint';
import { wait } from '../../src/lib/timing';

async function startShop(container: HTMLElement): Promise<void> {
  const landing = landingPage(window.location.pathname);
  // Errors are reported by the page's own loader, which start() awaits.
  if (landing) PAGE_MODULES[landing]().catch(() => {});
  // React DOM, the largest part of start.ts's graph (a chunk of its own), first.
  await import('react-dom/client');
  await wait(0);
  const { start } = await import('./start');
  await wait(0);
  await start(container);
}

const container = document.getElementById('root');
if (container) void firstPaintShown(container).then(() => startShop(container));
