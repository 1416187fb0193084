// In game the shop is one file: the data layer is there for the first render.
import { startShopData } from './data-root';

export const loadDataRoot = (): typeof startShopData | Promise<typeof startShopData> => startShopData;
