import { main } from './main-store';

/** Drops the hosted-store basket and everything that leads to it. */
export function resetBaskets() {
  main.tebexBasket = null;
  main.basketAuth = { payload: null, isSuccess: false };
  main.requestedPackageData = null;
  main.basketCreatedAt = null;
  main.createdBasket = false;
}
