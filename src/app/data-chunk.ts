// The data layer (data-root.tsx) is a chunk of the website, asked for by the boot as
// the first render starts: TanStack Query stays out of the first load. The in-game build
// swaps this module for data-chunk.compact.ts (one file: the layer is there at once).
import { loadChunk } from '../ui/lazy-page';
import type { startShopData } from './data-root';

export const loadDataRoot = (): typeof startShopData | Promise<typeof startShopData> =>
  loadChunk('data', () => import('./data-root')).then((module) => module.startShopData);
