// Minimal French pages for the provider emulators, driven by people and Playwright alike.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** `wide`: a page of tables (the payments page) rather than a small card. */
export function htmlPage(title: string, body: string, options: { wide?: boolean } = {}): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#15161a;color:#eee;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#23252b;padding:2rem;border-radius:12px;max-width:32rem;width:90%}
button{font:inherit;padding:.6rem 1.2rem;margin:.3rem;border:0;border-radius:6px;cursor:pointer;background:#910f0f;color:#fff}
button.secondary{background:#444}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
.sandbox{color:#fa0;font-size:.8rem}a{color:#6cf}
main.wide{max-width:80rem}table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}caption{text-align:left;font-weight:bold;font-size:1.2rem;padding:.4rem 0}
th,td{border-bottom:1px solid #3a3d45;padding:.4rem;text-align:left;vertical-align:top}td form{display:inline}td button{padding:.3rem .7rem;margin:.1rem}
code{font-size:.85rem;word-break:break-all}.ok{color:#25c235}.warn{color:#fa0}.ko{color:#ff6b6b}</style></head>
<body><main${options.wide ? ' class="wide"' : ''}><p class="sandbox">Bac à sable : fournisseur simulé</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** Hidden inputs carrying the query of a GET page into its POST form. */
export const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** Adds parameters to a URL, keeping its own query (the client's state lives there). */
export function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}
