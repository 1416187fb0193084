// A sale's texts on the shop's prices (cards, item, daily shop, basket), on the web and in game.
import { live } from './live';

export const frSales = {
  oldPrice: 'Ancien prix :',
  newPrice: 'Nouveau prix :',
  /** "Fin dans 2 j 4 h", "Fin dans 3 h 12 min", "Fin dans 5 min". */
  endsIn: (days: number, hours: number, minutes: number) =>
    `Fin dans ${days ? `${days} j ${hours} h` : hours ? `${hours} h ${minutes} min` : `${minutes} min`}`,
};

/** What components read: these words, or their English twin's when English is shown. */
export const salesTexts = live('sales', frSales);
