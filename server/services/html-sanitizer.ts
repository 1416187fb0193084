// HTML an admin writes (the legal notice, the privacy page, product descriptions) is
// cleaned by the server, with the rules pages clean other HTML with (src/lib/sanitize-html.ts):
// both targets render it as it comes, under a policy that runs none of its scripts. The
// server has no DOM: DOMPurify runs on jsdom's, loaded at the first use (a second or two).
import type { DOMPurify } from 'dompurify';
import type { Locale } from '../../src/api/contract/shop-identity';

const RULES = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] };
let purifier: Promise<DOMPurify> | undefined;

async function loadPurifier(): Promise<DOMPurify> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const purify = createDOMPurify(new JSDOM('').window);
  // Set once: rules passed to sanitize() are parsed again on every call.
  purify.setConfig(RULES);
  return purify;
}

/** Texts repeat from one catalogue read to the next: each is cleaned once. */
const cleaned = new Map<string, string>();
const MAX_CACHED = 2000;

export async function sanitizeHtml(html: string): Promise<string> {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  // A load that failed is tried again at the next call.
  purifier ??= loadPurifier().catch((error: unknown) => {
    purifier = undefined;
    throw error;
  });
  const clean = (await purifier).sanitize(html);
  if (cleaned.size >= MAX_CACHED) cleaned.clear();
  cleaned.set(html, clean);
  return clean;
}

/** Each language's text, sanitized. */
export async function sanitizeTexts(texts: Partial<Record<Locale, string>>): Promise<Partial<Record<Locale, string>>> {
  const entries = await Promise.all(Object.entries(texts).map(async ([locale, html]) => [locale, await sanitizeHtml(html)] as const));
  return Object.fromEntries(entries);
}
