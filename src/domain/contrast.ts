// WCAG 2 contrast of "#rrggbb" colours: the server refuses an accent colour that does not
// stand out from the shop's dark background, and the text drawn on the accent is the
// black or white that reads on it (the console previews both with the same figures).

/** The shop's dark background: `--bg` of src/app/global.css (a test keeps them equal). */
export const SHOP_BACKGROUND = '#0b0e14';
/** An accent stands out from the background from 3:1 (WCAG's contrast of non-text parts). */
export const ACCENT_MIN_CONTRAST = 3;
/** Text reads on the accent from 4.5:1 (WCAG AA for normal text). */
export const TEXT_MIN_CONTRAST = 4.5;

const WHITE = '#ffffff';
const BLACK = '#000000';

function channel(hex: string, at: number): number {
  const value = parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/** From 1 (the same luminance) to 21 (black and white), whichever colour is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The text colour on the accent: white, as on the shop's own buttons, when it reaches
 * 4.5:1, else black (one of the two always does).
 */
export function textOn(accent: string): typeof WHITE | typeof BLACK {
  return contrastRatio(accent, WHITE) >= TEXT_MIN_CONTRAST ? WHITE : BLACK;
}

/** `a` moved towards `b` by `share` (0 to 1), channel by channel. */
function mix(a: string, b: string, share: number): string {
  const at = (hex: string, i: number) => parseInt(hex.slice(i, i + 2), 16);
  const channels = [1, 3, 5].map((i) => Math.round(at(a, i) + (at(b, i) - at(a, i)) * share));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The colours the shop draws from its accent: the surface, its hover (lighter), the text
 * on it, and the accent as text on the background (lightened until it reads at 4.5:1).
 */
export function accentPalette(accent: string) {
  let text = accent;
  for (let share = 0.1; contrastRatio(text, SHOP_BACKGROUND) < TEXT_MIN_CONTRAST; share += 0.1) text = mix(accent, WHITE, share);
  return { accent, strong: mix(accent, WHITE, 0.15), text, on: textOn(accent) };
}
