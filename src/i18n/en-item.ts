// The English twin of fr-item.
import type { Dictionary } from './dictionary';
import type { frItem } from './fr-item';

export const enItem: Dictionary<typeof frItem> = {
  loading: 'Loading the product...',
  close: 'Close',
  remaining: (n) => `${n} left`,
  inStock: (n) => `In stock: (${n})`,
  perCharacter: (n) => `${n} per character`,
  more: (n) => `+${n}`,
  previous: 'Previous image',
  next: 'Next image',
  image: (n) => `Image ${n}`,
  zoom: 'Enlarge the image',
  labels: { abonnements: 'subscription', objets: 'item', packs: 'pack', vehicules: 'vehicle', armes: 'weapon' },
  lightbox: 'Gallery',
};
