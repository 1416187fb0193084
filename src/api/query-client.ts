/** Staleness from the spec's timers (spec 01 §9, 02 §9). */
export const STALE = {
  shopVer: 30_000,
  whoAmI: 60_000,
  currencies: 300_000,
  characters: 300_000,
  history: 60_000,
  tebexCategories: 60_000,
} as const;

/** Data-fetching cache: 60 s after last use. */
export const GC_TIME = 60_000;
