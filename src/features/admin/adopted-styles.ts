// A console page's own stylesheet, adopted by the document while the page shows (the page's
// Content-Security-Policy refuses an inline <style>, not a constructed stylesheet).
import { useLayoutEffect } from 'react';

const sheets = new Map<string, CSSStyleSheet>();

export function adoptStyles(css: string): () => void {
  if (!('adoptedStyleSheets' in document)) return () => undefined;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  const own = sheet;
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, own];
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== own);
  };
}

export function useAdoptedStyles(css: string) {
  useLayoutEffect(() => adoptStyles(css), [css]);
}
