// The shop's settings (CONTRACT "The shop's identity"): what an admin sets in the console,
// stored by the server. Only the console and the server import this file; players' pages
// get the identity in ShopConfig (./shop-identity).
import * as z from 'zod/mini';
import { frenchIssue, withProblem, type FieldNames } from './french-issues';
import { Brand, CategoryLabels, GameServers, Locale, localized, Ranks } from './shop-identity';

/** HTML, sanitized by the server on the way in and out. */
const html = z.string().check(z.maxLength(20_000));

export const SettingsFields = z.strictObject({
  ...Brand.shape,
  defaultLocale: Locale,
  /** The languages players may pick, the default among them. */
  locales: z.array(Locale).check(z.minLength(1)),
  legalNotice: localized(html),
  privacy: localized(html),
  gameServers: GameServers,
  categoryLabels: CategoryLabels,
  ranks: Ranks,
  /** The month's cash goal the home shows progress towards (CONTRACT "Campaigns and figures"); null: none. */
  goal: z.optional(z.nullable(z.object({ amount: z.number().check(z.positive()), currency: z.string().check(z.regex(/^[A-Z]{3}$/)) }))),
});
type SettingsFields = z.infer<typeof SettingsFields>;

const repeated = (values: string[]) => values.find((value, i) => values.indexOf(value) !== i);

/** What the settings must hold together besides each field's bounds: a French text naming the field, or undefined. */
export function settingsProblem(s: SettingsFields): string | undefined {
  if (repeated(s.locales)) return 'Langues proposées : chaque langue une seule fois.';
  if (!s.locales.includes(s.defaultLocale)) return 'Langue par défaut : elle doit faire partie des langues proposées.';
  const server = repeated(s.gameServers.map((g) => g.id));
  if (server) return `Serveurs de jeu : l’identifiant « ${server} » est en double.`;
  const rank = repeated(s.ranks.products);
  if (rank) return `Rangs : « ${rank} » est en double.`;
  const { bestSeller } = s.ranks;
  if (bestSeller !== null && !s.ranks.products.includes(bestSeller)) return `Meilleure vente des rangs : « ${bestSeller} » n’est pas l’un des rangs.`;
  const stray = s.ranks.perks.flatMap((perk) => Object.keys(perk.values)).find((id) => !s.ranks.products.includes(id));
  if (stray) return `Avantages des rangs : « ${stray} » n’est pas l’un des rangs.`;
  return undefined;
}

export const Settings = withProblem(SettingsFields, settingsProblem);
export type Settings = z.infer<typeof Settings>;

/** A change: the fields sent, each replaced whole. */
export const SettingsPatch = z.partial(SettingsFields);
export type SettingsPatch = z.infer<typeof SettingsPatch>;

const FIELDS: FieldNames = {
  '': { name: 'Réglages' },
  shopName: { name: 'Nom de la boutique' },
  currencyName: { name: 'Nom de la monnaie' },
  accentColor: { name: 'Couleur d’accent', format: 'une couleur « #rrggbb » est attendue' },
  logoUrl: { name: 'Logo', format: 'une adresse commençant par « / » ou « https:// » est attendue' },
  defaultLocale: { name: 'Langue par défaut' },
  locales: { name: 'Langues proposées' },
  legalNotice: { name: 'Mentions légales' },
  privacy: { name: 'Politique de confidentialité' },
  gameServers: { name: 'Serveurs de jeu' },
  'gameServers.id': { name: 'Identifiant de serveur de jeu', format: 'de 1 à 32 lettres minuscules, chiffres ou « _ »' },
  'gameServers.name': { name: 'Nom de serveur de jeu' },
  categoryLabels: { name: 'Noms des catégories' },
  ranks: { name: 'Rangs' },
  'ranks.bestSeller': { name: 'Meilleure vente des rangs' },
  'ranks.perks': { name: 'Avantages des rangs' },
  'ranks.perks.values': { name: 'Avantages des rangs', format: 'un texte ou vrai / faux est attendu' },
  goal: { name: 'Objectif du mois' },
  'goal.amount': { name: 'Montant de l’objectif du mois' },
  'goal.currency': { name: 'Devise de l’objectif du mois', format: 'un code de 3 lettres majuscules (EUR) est attendu' },
};

export const settingsIssue = (issue: z.core.$ZodIssue) => frenchIssue(issue, FIELDS);
