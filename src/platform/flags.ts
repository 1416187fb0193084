// Feature flags: each target chooses layouts and capabilities here instead of
// the core asking where it runs.
import * as z from 'zod/mini';

export const Flags = z.object({
  layout: z.enum(['full', 'compact']),
  /** embedded: Tebex.js in the page; external: open the web shop (NUI blocks popups). */
  checkout: z.enum(['embedded', 'external']),
  /** redirect: sign-in flows leave the page and come back (web); external: they open the web shop (the game's page cannot be returned to). */
  auth: z.enum(['redirect', 'external']),
  footer: z.boolean(),
  socialLinks: z.boolean(),
  carousel: z.boolean(),
  /** page: image paths are served beside the page (web shop); web-shop: they resolve against the web shop (the game's page has none). */
  assets: z.enum(['page', 'web-shop']),
});
export type Flags = z.infer<typeof Flags>;
