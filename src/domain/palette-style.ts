// The accent's colours as the stylesheet's custom properties, on the document's root: the
// server writes them into the page, the shop sets them again when the settings change.
import type { Palette } from '../api/contract/shop-identity';

/** `--accent:#c81e1e;--accent-strong:…` */
export const paletteStyle = ({ accent, strong, text, on }: Palette) => `--accent:${accent};--accent-strong:${strong};--accent-text:${text};--on-accent:${on}`;
