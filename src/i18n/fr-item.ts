// The texts of the item presentation, in its chunk on the website.
import { live } from './live';

export const frItem = {
  loading: 'Chargement du produit...',
  close: 'Fermer',
  remaining: (n: number) => `${n} restants`,
  inStock: (n: number) => `En stock : (${n})`,
  perCharacter: (n: number) => `${n} par personnage`,
  more: (n: number) => `+${n}`,
  previous: 'Image précédente',
  next: 'Image suivante',
  image: (n: number) => `Image ${n}`,
  zoom: "Agrandir l'image",
  labels: { abonnements: 'abonnement', objets: 'objet', packs: 'pack', vehicules: 'véhicule', armes: 'arme' },
  lightbox: 'Galerie',
};

/** What components read: these words, or their English twin's when English is shown. */
export const itemTexts = live('item', frItem);
