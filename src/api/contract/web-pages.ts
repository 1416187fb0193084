// What the website's own pages ask for (in game they open on the website): apart from the
// players' table so that the game's file carries none of it.
import * as z from 'zod/mini';
import { endpoint } from './endpoints';
import { localized } from './shop-identity';

/** The legal texts an admin set, per language, sanitized by the server. */
export const LegalTexts = z.object({ legalNotice: localized(z.string()), privacy: localized(z.string()) });
export type LegalTexts = z.infer<typeof LegalTexts>;

export const webPageEndpoints = {
  legalTexts: endpoint({ method: 'GET', path: '/api/legalTexts', summary: 'The legal notice and privacy texts the settings hold, per language (sanitized HTML); none: the pages keep their own', answer: LegalTexts }),
} as const;
