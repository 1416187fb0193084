// The social networks' marks for the footer: Simple Icons' glyph (CC0) in white
// on a disc of the brand's colour, 72 px for 36 CSS px.
import type { SOCIAL_ICONS } from '../../../src/domain/social-icons';
import { icon } from './icons';

export const SOCIAL_SIZE = 72;

type Network = (typeof SOCIAL_ICONS)[number];

/** Each network's disc (a colour, or a gradient's stops) and glyph colour. */
const BRANDS: Record<Network, { disc: string | string[]; glyph?: string }> = {
  discord: { disc: '#5865f2' },
  youtube: { disc: '#ff0000' },
  tiktok: { disc: '#000000' },
  instagram: { disc: ['#feda75', '#fa7e1e', '#d62976', '#962fbf', '#4f5bd5'] },
  x: { disc: '#000000' },
  twitch: { disc: '#9146ff' },
  facebook: { disc: '#0866ff' },
};

export function socialSvg(network: Network): string {
  const { disc, glyph = '#ffffff' } = BRANDS[network];
  const { body, viewBox } = icon('simple', network);
  const fill = Array.isArray(disc) ? 'url(#d)' : disc;
  const stops = Array.isArray(disc) ? disc.map((c, i) => `<stop offset="${i / (disc.length - 1)}" stop-color="${c}"/>`).join('') : '';
  const glyphAt = (dx: number, colour: string) =>
    `<svg x="${12 + dx}" y="${12 + dx}" width="24" height="24" viewBox="${viewBox}">${body.replace(/currentColor/g, colour)}</svg>`;
  // TikTok's mark has its cyan and red echoes; the black discs get a light rim on the dark footer.
  const echoes = network === 'tiktok' ? glyphAt(-0.7, '#25f4ee') + glyphAt(0.7, '#fe2c55') : '';
  const rim = fill === '#000000' ? ' stroke="#3a4356" stroke-width="1.5"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="${SOCIAL_SIZE}" height="${SOCIAL_SIZE}">
<defs><linearGradient id="d" x1="0" y1="1" x2="1" y2="0">${stops}</linearGradient></defs>
<circle cx="24" cy="24" r="23" fill="${fill}"${rim}/>${echoes}${glyphAt(0, glyph)}
</svg>`;
}
