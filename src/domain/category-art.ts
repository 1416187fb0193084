// Each category's art in public/images/categories/, drawn on its theme (the
// products' `theme`: vip, money, packs, box, car, gun; server/demo/art/categories.ts).

/** Raster (WebP) at the slot's size: `kind` is the home tile (480×288) or the header (1440×144). */
export const categoryArtPath = (category: string, kind: 'tile' | 'banner'): string => `/images/categories/${category}-${kind}.webp`;
