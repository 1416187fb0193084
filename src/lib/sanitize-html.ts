// HTML that does not come cleaned by the shop's server (Tebex's package descriptions, an
// admin's text before it is saved) is cleaned with DOMPurify, by the server's rules
// (server/services/html-sanitizer.ts), before it reaches dangerouslySetInnerHTML.
import DOMPurify from 'dompurify';

const CONFIG = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] };
/** Descriptions repeat (a catalogue holds a few dozen): each is cleaned once. */
const cleaned = new Map<string, string>();
const MAX_CACHED = 200;

let configured = false;

export function sanitizeHtml(html: string): string {
  let clean = cleaned.get(html);
  if (clean === undefined) {
    // Set once: a config passed to sanitize() is parsed again on every call.
    if (!configured) DOMPurify.setConfig(CONFIG);
    configured = true;
    clean = DOMPurify.sanitize(html);
    if (cleaned.size >= MAX_CACHED) cleaned.clear();
    cleaned.set(html, clean);
  }
  return clean;
}
