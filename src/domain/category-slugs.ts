// Category slugs of the routes and every alias or legacy name that leads to them.

export const CATEGORY_SLUGS = ['abonnements', 'tokens', 'packs', 'objets', 'vehicules', 'armes'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

const ALIASES: Record<string, CategorySlug> = {
  abonnements: 'abonnements', abonnement: 'abonnements', grades: 'abonnements', grade: 'abonnements',
  tokens: 'tokens', unions: 'tokens', 'points boutique': 'tokens',
  packs: 'packs', pack: 'packs',
  objets: 'objets', objet: 'objets', item: 'objets', items: 'objets',
  vehicules: 'vehicules', vehicule: 'vehicules', vehicle: 'vehicules', vehicles: 'vehicules',
  armes: 'armes', arme: 'armes', weapon: 'armes', weapons: 'armes',
};

/** The canonical slug for a route segment or a product category, or null if unknown. */
export function resolveCategory(segment: string): CategorySlug | null {
  try {
    return ALIASES[decodeURIComponent(segment).toLowerCase()] ?? null;
  } catch {
    return null; // malformed %-escape
  }
}

/** Where closing an item overlay returns to (spec 02 §2): the category list. */
export function categoryListPath(category: string): string {
  return `/${resolveCategory(category) ?? category}`;
}
