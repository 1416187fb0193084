// The English twin of fr-sales.
import type { Dictionary } from './dictionary';
import type { frSales } from './fr-sales';

export const enSales: Dictionary<typeof frSales> = {
  oldPrice: 'Old price:',
  newPrice: 'New price:',
  endsIn: (days, hours, minutes) => `Ends in ${days ? `${days} d ${hours} h` : hours ? `${hours} h ${minutes} min` : `${minutes} min`}`,
};
