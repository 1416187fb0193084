// Hurricane's identity: the demo data's settings (the seed stores them) and, until an admin
// sets the shop's own, those of any database without settings. The texts are the shop's
// as its French dictionary shows them; legal texts stay empty (the pages keep their own).
import type { Settings } from '../../src/api/contract/settings';

const RANKS = ['grade_vip_silver', 'grade_gold', 'grade_diamond', 'grade_emeraude', 'grade_rubis'];
/** A comparison row: the ranks' values, lowest rank first. */
const perk = (fr: string, en: string, values: (string | boolean)[]) => ({ label: { fr, en }, values: Object.fromEntries(RANKS.map((id, i) => [id, values[i]!])) });

export const DEFAULT_SETTINGS: Settings = {
  shopName: 'Hurricane',
  currencyName: 'H-Points',
  defaultLocale: 'fr',
  locales: ['fr', 'en'],
  // The buttons' red (global.css --accent, #910f0f) is 2.1:1 on the dark background, under
  // the 3:1 an accent needs: this is the closest red that reaches it, with white text at 5.7:1.
  accentColor: '#c81e1e',
  logoUrl: null,
  legalNotice: {},
  privacy: {},
  // The first is the default (spec 01: "Hurricane", hurricane_fa).
  gameServers: [{ id: 'hurricane_fa', name: 'Hurricane' }, { id: 'hurricane', name: 'Hurricane WL' }],
  categoryLabels: {
    fr: { Grades: 'Abonnements', 'Points boutique': 'H-Points', item: 'Objets (FA)', pack: 'Packs (FA)', vehicle: 'Vehicules (FA)', weapon: 'Armes (FA)' },
    en: { item: 'Items (FA)', pack: 'Packs (FA)', vehicle: 'Vehicles (FA)', weapon: 'Weapons (FA)' },
  },
  ranks: {
    products: RANKS,
    bestSeller: 'grade_diamond',
    perks: [
      perk('Points mensuels', 'Monthly points', ['800', '1200', '1600', '2400', '3500']),
      perk("Aide de l'État toutes les 30 min", 'State aid every 30 min', ['x3', 'x3,5', 'x5', 'x6', 'x7,5']),
      perk('Limite de meubles par propriété', 'Furniture limit per property', ['40', '100', '140', '200', '280']),
      perk('Emplacements de personnage', 'Character slots', ['2', '2', '2', '2', '2']),
      perk('Poids des coffres de véhicule et de propriété', 'Vehicle and property trunk weight', ['x1,5', 'x2', 'x2', 'x2', 'x2']),
      perk('Télévisions dans les propriétés', 'Televisions in properties', [true, true, true, true, true]),
      perk('Enceinte portable', 'Portable speaker', [false, true, true, true, true]),
      perk('Import de tenues', 'Outfit import', [false, true, true, true, true]),
      perk('Perte de carburant', 'Fuel loss', [false, '-10 %', '-30 %', '-50 %', '-50 %']),
      perk('Réduction à la fourrière', 'Impound discount', [false, '-10 %', '-30 %', '-50 %', '-50 %']),
      perk('Poids bonus du personnage', 'Character bonus weight', [false, false, '+6 kg', '+6 kg', '+6 kg']),
      perk('Position du véhicule sur la carte', 'Vehicle position on the map', [false, false, true, true, true]),
      perk('Niveau de support', 'Support level', [false, false, false, 'Premium', 'Premium+']),
      perk("Points de priorité dans la file d'attente", 'Queue priority points', ['400', '750', '1000', '1800', '3400']),
    ],
  },
  goal: null,
};
