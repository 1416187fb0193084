// A catalogue answer that carries the products names the home's largest image in a
// header too: the game's page asks for the image while its code still compiles, before
// it reads the answer (targets/nui/early-start.ts). No zod here: that page's first
// script imports it.

/** The path of the home's lead image (the first best seller's first image), as the answer's products give it. */
export const LEAD_IMAGE_HEADER = 'Shop-Lead-Image';
