// A rank's large badge, for the subscription table (public/images/ranks/<slug>-large.webp).
import { rankSlug } from './rank-badge';

/** 160 px WebP, shown at up to 80 CSS px (the bar's 32 px badge is rankBadgePath's PNG). */
export const rankBadgeLargePath = (rank: string): string => `/images/ranks/${rankSlug(rank)}-large.webp`;
