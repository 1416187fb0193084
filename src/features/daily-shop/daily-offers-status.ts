// Whether the daily offers are still loading or failed to load, as the sync's query
// (use-daily-shop-sync.ts) sees it: the page reads it here, so a page a visitor lands
// on shows without TanStack Query, which loads right after the first render.
import { proxy } from 'valtio';

export const dailyOffersStatus = proxy({ pending: true, error: false });
