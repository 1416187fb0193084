// Demo catalogue of CONTRACT.md: own products bought with H-Points, and the
// cash products sold as Tebex packages (ranks and points packs).
import type { Product } from '../../src/api/contract/shop';
import { formatTokens } from '../../src/domain/token-amount';
import type { NewProduct } from '../db/products';

type Line = [itemId: string, name: string, price: number, images: number, blurb: string, extra?: Partial<NewProduct>];

const ITEMS: Line[] = [
  ['kit_reparation', 'Kit de réparation', 250, 2, 'Remet un véhicule en état en quelques secondes.'],
  ['trousse_secours', 'Trousse de secours', 180, 1, 'Soigne les blessures légères sans passer par l’hôpital.'],
  ['telephone_luxe', 'Téléphone de luxe', 400, 3, 'Un téléphone doré pour ne jamais passer inaperçu.'],
  ['montre_or', 'Montre en or', 650, 2, 'Une montre de collection, parfaite pour les grandes occasions.', { stocks: 3 }],
  ['sac_a_dos', 'Sac à dos renforcé', 300, 2, 'Augmente la capacité de transport de votre personnage.', { characterLimit: 1 }],
  ['radio_portable', 'Radio portable', 150, 1, 'Restez en contact avec votre équipe sur toutes les fréquences.', { dailyShopDiscount: 20 }],
  ['jumelles', 'Jumelles', 120, 1, 'Observez de loin sans être vu.', { dailyShopDiscount: 10 }],
  ['lampe_torche', 'Lampe torche', 60, 1, 'Indispensable pour les nuits sans lune.'],
  ['parapluie', 'Parapluie', 40, 2, 'Pour les jours de pluie à Los Santos.', { dailyShopDiscount: 25 }],
  ['enceinte_portable', 'Enceinte portable', 350, 2, 'Mettez l’ambiance partout où vous allez.'],
  ['tenue_soiree', 'Tenue de soirée', 500, 4, 'Costume sur mesure, chemise en soie et chaussures vernies.', { dailyShopDiscount: 20 }],
  ['collier_diamant', 'Collier en diamant', 1200, 3, 'Une pièce unique, en édition très limitée.', { isDailyShopOnly: true, dailyShopDiscount: 20 }],
  ['prototype_secret', 'Prototype secret', -1, 1, 'Bientôt disponible : restez à l’affût.'],
];

const VEHICLES: Line[] = [
  ['sultan_rs', 'Sultan RS', 1800, 4, 'Une berline sportive taillée pour la route et la piste.', { dailyShopDiscount: 15 }],
  ['elegy_retro', 'Elegy Retro', 2200, 3, 'Le charme des années 90 avec un moteur moderne.'],
  ['bati_801', 'Bati 801', 1500, 2, 'Une moto agile pour se faufiler dans la circulation.', { dailyShopDiscount: 20 }],
  ['sanchez', 'Sanchez', 900, 2, 'La moto tout-terrain idéale pour les sentiers de Paleto.'],
  ['dubsta_6x6', 'Dubsta 6x6', 3500, 5, 'Un monstre à six roues qui ne connaît aucun obstacle.'],
  ['zentorno', 'Zentorno', 4200, 6, 'Une supercar aux lignes agressives, la reine des courses.'],
  ['baller_le', 'Baller LE', 2600, 3, 'Un SUV de luxe blindé pour les personnalités.'],
  ['faggio', 'Faggio', 300, 1, 'Le scooter le plus économique de la ville.', { dailyShopDiscount: 30 }],
  ['bison_pickup', 'Bison', 1200, 2, 'Un pick-up robuste pour les travaux de la ferme.'],
  ['comet_classique', 'Comet classique', 2800, 4, 'Une sportive intemporelle, élégante et nerveuse.', { dailyShopDiscount: 10 }],
  ['vapid_speedo', 'Speedo', 1100, 2, 'Une camionnette spacieuse pour vos livraisons.'],
  ['dinghy', 'Dinghy', 1600, 3, 'Un bateau pneumatique rapide pour explorer la côte.'],
];

const WEAPONS: Line[] = [
  ['pistolet_combat', 'Pistolet de combat', 800, 2, 'Une arme de poing fiable et précise.'],
  ['revolver_lourd', 'Revolver lourd', 1400, 2, 'Une puissance d’arrêt redoutable.', { dailyShopDiscount: 15 }],
  ['couteau_chasse', 'Couteau de chasse', 200, 1, 'Une lame solide pour la survie en pleine nature.'],
  ['batte_baseball', 'Batte de baseball', 150, 1, 'Un classique des rues de Los Santos.', { dailyShopDiscount: 20 }],
  ['fusil_pompe', 'Fusil à pompe', 1900, 3, 'Dévastateur à courte portée.'],
  ['mitraillette_compacte', 'Mitraillette compacte', 2400, 3, 'Cadence de tir élevée dans un format réduit.'],
  ['fusil_precision', 'Fusil de précision', 3200, 4, 'Pour les tireurs patients et méthodiques.'],
  ['taser', 'Taser', 350, 1, 'Neutralise sans blesser : l’arme des forces de l’ordre.', { dailyShopDiscount: 10 }],
  ['machette', 'Machette', 250, 1, 'Tranche la végétation comme le reste.'],
  ['fusil_assaut', 'Fusil d’assaut', 3800, 5, 'Polyvalent, fiable, redoutable.'],
];

const PACKS: Line[] = [
  ['pack_debutant', 'Pack débutant', 1000, 3, 'Tout pour bien commencer : téléphone, radio, trousse de secours et 5’000 $.', { dailyShopDiscount: 20 }],
  ['pack_entrepreneur', 'Pack entrepreneur', 3000, 4, 'Une camionnette, un local et une tenue de travail pour lancer votre affaire.'],
  ['pack_gang', 'Pack gang', 4500, 5, 'Armes, véhicules et tenues assorties pour votre organisation.'],
  ['pack_policier', 'Pack policier', 2500, 3, 'Équipement complet du patrouilleur.'],
  ['pack_pecheur', 'Pack pêcheur', 1500, 2, 'Un bateau, une canne et une glacière pleine.', { dailyShopDiscount: 15 }],
  ['pack_luxe', 'Pack luxe', 6000, 6, 'Supercar, montre en or et tenue de soirée : la grande vie.'],
  ['pack_mecano', 'Pack mécano', 2000, 3, 'Outils, kits de réparation et dépanneuse.'],
  ['pack_fermier', 'Pack fermier', 1800, 2, 'Tracteur, pick-up et semences pour votre exploitation.'],
];

/** Sold through Tebex; the package ids match the sandbox store. */
/** The ranks, lowest first (their order), with each paid month's H-Points. */
const GRADES: [string, string, number, number, string, number][] = [
  ['grade_vip_silver', 'VIP Silver', 9.99, 101, 'silver', 800],
  ['grade_gold', 'Gold', 14.99, 102, 'gold', 1200],
  ['grade_diamond', 'Diamond', 19.99, 103, 'diamond', 1600],
  ['grade_emeraude', 'Émeraude', 29.99, 104, 'emerald', 2400],
  ['grade_rubis', 'Rubis', 39.99, 105, 'ruby', 3500],
];
const POINTS: [string, number, number, number][] = [
  ['points_1000', 1000, 9.99, 201],
  ['points_2500', 2500, 19.99, 202],
  ['points_6000', 6000, 44.99, 203],
  ['points_15000', 15000, 99.99, 204],
];

const CATEGORIES: [Product['category'], string, Line[]][] = [
  ['item', 'box', ITEMS],
  ['vehicle', 'car', VEHICLES],
  ['weapon', 'gun', WEAPONS],
  ['pack', 'packs', PACKS],
];

const images = (itemId: string, count: number) =>
  Array.from({ length: count }, (_, i) => `/images/products/${itemId}-${i + 1}.webp`);

function ownProducts(): NewProduct[] {
  let index = 0;
  return CATEGORIES.flatMap(([category, theme, lines]) =>
    lines.map(([itemId, name, price, imageCount, blurb, extra]) => ({
      itemId,
      label: itemId,
      name,
      category,
      price,
      moneyType: 'tokens' as const,
      description: `<p>${blurb}</p><p><strong>Livré en jeu</strong> sur le personnage choisi, dès la prochaine connexion.</p>`,
      images: images(itemId, imageCount),
      index: index++,
      theme,
      stocks: null,
      ...extra,
    })),
  );
}

function cashProducts(): NewProduct[] {
  const grades = GRADES.map(([itemId, name, price, tebexPackageId, theme, monthlyTokens], i): NewProduct => ({
    itemId, label: itemId, name, category: 'Grades', price, moneyType: 'cash',
    description: `<p>Abonnement mensuel <strong>${name}</strong> : avantages en jeu pendant 30 jours.</p>`,
    images: images(itemId, 1), index: 100 + i, theme, tebexPackageId, grantsRank: name, monthlyTokens, rankOrder: i + 1,
  }));
  const points = POINTS.map(([itemId, amount, price, tebexPackageId], i): NewProduct => ({
    itemId, label: itemId, name: `${formatTokens(amount)} H-Points`, category: 'Points boutique', price,
    moneyType: 'cash', description: `<p>Créditez <strong>${formatTokens(amount)} H-Points</strong> sur votre compte.</p>`,
    images: images(itemId, 1), index: 200 + i, theme: 'money', tebexPackageId, grantsTokens: amount,
  }));
  return [...grades, ...points];
}

export const DEMO_PRODUCTS: NewProduct[] = [...ownProducts(), ...cashProducts()];
