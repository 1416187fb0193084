// The shop's settings (docs/admin.md): one JSON value of the table `settings`, read over the
// defaults; an admin's change is checked whole, against the catalogue and the shop's
// background too, and audited in its transaction. HTML is sanitized on the way in and out.
import * as z from 'zod/mini';
import { Settings, settingsIssue, type SettingsPatch } from '../../src/api/contract/settings';
import { ACCENT_MIN_CONTRAST, contrastRatio, SHOP_BACKGROUND } from '../../src/domain/contrast';
import { insertAudit, type Actor } from '../db/audit';
import { listProducts } from '../db/products';
import type { Database, Queryable } from '../db/queryable';
import { getSetting, lockSetting, putSetting } from '../db/settings';
import { fail } from '../http/http-error';
import { validate } from '../http/endpoint-route';
import { DEFAULT_SETTINGS } from './default-settings';
import { sanitizeTexts } from './html-sanitizer';

export const SETTINGS_KEY = 'shop';

/** The stored settings over the defaults: a field added since they were stored has its default. */
export async function readSettings(db: Queryable): Promise<Settings> {
  const stored = await getSetting(db, SETTINGS_KEY);
  return z.parse(Settings, { ...DEFAULT_SETTINGS, ...(stored && JSON.parse(stored)) });
}

/** The settings as the console gets them: their HTML sanitized again, whoever stored it. */
export async function shownSettings(db: Queryable): Promise<Settings> {
  return sanitized(await readSettings(db));
}

const sanitized = async (s: Settings): Promise<Settings> => ({ ...s, legalNotice: await sanitizeTexts(s.legalNotice), privacy: await sanitizeTexts(s.privacy) });

/** `PUT /api/manage/settings`: the fields sent replace theirs; the whole settings after. */
export async function putSettings(db: Database, patch: SettingsPatch, admin: Actor, now: Date): Promise<Settings> {
  // Sanitized before the transaction: the first use loads the sanitizer, which takes a while.
  const sent: SettingsPatch = {
    ...patch,
    ...(patch.legalNotice && { legalNotice: await sanitizeTexts(patch.legalNotice) }),
    ...(patch.privacy && { privacy: await sanitizeTexts(patch.privacy) }),
  };
  const after = await db.transaction(async (tx) => {
    await lockSetting(tx, SETTINGS_KEY, JSON.stringify(DEFAULT_SETTINGS));
    const before = await readSettings(tx);
    const changed = validate(Settings, { ...before, ...sent }, settingsIssue);
    const problem = accentProblem(changed.accentColor) ?? (sent.ranks && (await rankProblem(tx, sent.ranks.products)));
    if (problem) throw fail(400, problem);
    await putSetting(tx, SETTINGS_KEY, JSON.stringify(changed));
    await insertAudit(tx, {
      admin, action: 'settings.update', target: 'settings', before, after: changed,
      what: `Réglages de la boutique modifiés : ${Object.keys(patch).join(', ')}.`, at: now,
    });
    return changed;
  });
  return sanitized(after);
}

function accentProblem(accent: string): string | undefined {
  const ratio = contrastRatio(accent, SHOP_BACKGROUND);
  if (ratio >= ACCENT_MIN_CONTRAST) return undefined;
  // Rounded down: a refused colour never reads as 3:1.
  const shown = (Math.floor(ratio * 10) / 10).toFixed(1).replace('.', ',');
  return `Couleur d’accent : ${shown}:1 de contraste avec le fond de la boutique (${SHOP_BACKGROUND}), ${ACCENT_MIN_CONTRAST}:1 au moins.`;
}

/**
 * The ranks name rank products of the catalogue (hidden ones included). Checked when the
 * ranks are sent: a product changed since does not block the other settings.
 */
async function rankProblem(tx: Queryable, products: string[]): Promise<string | undefined> {
  const ranks = new Set((await listProducts(tx, { hidden: true })).filter((p) => p.category === 'Grades').map((p) => p.item_id));
  const stray = products.find((id) => !ranks.has(id));
  return stray === undefined ? undefined : `Rangs : « ${stray} » n’est pas un produit de la catégorie Grades du catalogue.`;
}
