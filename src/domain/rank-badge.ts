// A rank's badge file, by rank name, in public/images/ranks/.

/** "VIP Silver" → "vip-silver", "Émeraude" → "emeraude". */
export function rankSlug(rank: string): string {
  return rank
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** PNG, not SVG: an SVG image is a document of its own, parsed and laid out on the main thread. */
export const rankBadgePath = (rank: string): string => `/images/ranks/${rankSlug(rank)}.png`;
