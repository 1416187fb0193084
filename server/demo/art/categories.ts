// Category art: the home tiles' backgrounds (480×288, shown about 240×144 CSS px)
// and the category headers' (1440×144, cropped from the right on narrow screens),
// each the theme's backdrop with a few of its game-icons, lit on the right.
import type { CategorySlug } from '../../../src/domain/category-slugs';
import { placeIcon } from './icons';
import { THEMES, backdrop, mix, type ThemeName } from './themes';

/** Each category's theme. */
export const CATEGORY_THEMES: Record<CategorySlug, ThemeName> = {
  abonnements: 'vip',
  tokens: 'money',
  packs: 'packs',
  objets: 'box',
  vehicules: 'car',
  armes: 'gun',
};

export const TILE = { width: 480, height: 288 };
export const BANNER = { width: 1440, height: 144 };

interface CategoryArt {
  /** The main emblem, its paint and its turn. */
  main: string;
  paint?: string;
  turn?: number;
  /** Two more, smaller and dimmer. */
  more: [string, string];
}

const GOLD = '#f3c969';

const ART: Record<ThemeName, CategoryArt> = {
  vip: { main: 'queen-crown', paint: GOLD, turn: -10, more: ['cut-diamond', 'round-star'] },
  box: { main: 'backpack', paint: '#e8bf8f', turn: -8, more: ['smartphone', 'flashlight'] },
  packs: { main: 'open-treasure-chest', paint: GOLD, turn: -6, more: ['present', 'briefcase'] },
  car: { main: 'race-car', paint: '#eef4ff', turn: -6, more: ['car-wheel', 'aero-bike'] },
  gun: { main: 'ak47', turn: 32, more: ['pistol-gun', 'bullets'] },
  money: { main: 'cash', paint: GOLD, turn: -6, more: ['two-coins', 'gold-bar'] },
};

export const categoryIcons = (): string[] => Object.values(ART).flatMap((art) => [art.main, ...art.more]);

/** The main emblem's box: a long icon laid level by its turn needs a square one. */
const mainBox = (art: CategoryArt, width: number, height: number) =>
  Math.abs(art.turn ?? 0) > 20 ? { width: height * 1.2, height: height * 1.2 } : { width, height };

function paints(theme: ThemeName, art: CategoryArt): string {
  const p = THEMES[theme];
  const paint = art.paint ?? mix('#ffffff', p.light, 0.25);
  return `<defs><linearGradient id="cf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(paint, '#ffffff', 0.55)}"/><stop offset=".55" stop-color="${paint}"/><stop offset="1" stop-color="${mix(paint, '#000000', 0.35)}"/></linearGradient>
<filter id="cd" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="10" result="b"/><feFlood flood-color="${p.light}" flood-opacity=".6"/><feComposite in2="b" operator="in" result="glow"/><feDropShadow in="SourceGraphic" dx="0" dy="6" stdDeviation="5" flood-color="#000" flood-opacity=".6" result="shadow"/><feMerge><feMergeNode in="glow"/><feMergeNode in="shadow"/></feMerge></filter>
<linearGradient id="cl" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></linearGradient>
<linearGradient id="ch" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".5" stop-color="#000" stop-opacity="0"/></linearGradient></defs>`;
}

/** The home tile: the emblem at the top right, the label's corner (bottom left) darkened. */
export function tileSvg(theme: ThemeName): string {
  const art = ART[theme];
  const p = THEMES[theme];
  const { width, height } = TILE;
  const dim = mix(p.light, '#ffffff', 0.3);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
${backdrop(theme, width, height, { spot: [0.68, 0.4], motifSize: 26, glowOpacity: 0.55 })}
${paints(theme, art)}
${placeIcon('game', art.more[0], { cx: 150, cy: 92, size: 84, fill: dim, transform: 'rotate(-16)', attrs: 'opacity=".3"' })}
${placeIcon('game', art.more[1], { cx: 430, cy: 236, size: 76, fill: dim, transform: 'rotate(14)', attrs: 'opacity=".3"' })}
<g filter="url(#cd)">${placeIcon('game', art.main, { cx: 318, cy: 120, size: 0, ...mainBox(art, 250, 170), fill: 'url(#cf)', transform: `rotate(${art.turn ?? 0})` })}</g>
<rect width="${width}" height="${height}" fill="url(#cl)"/>
</svg>`;
}

/**
 * The category header: dark on the left under the title, the emblems on the right
 * (the main one last: a phone's header shows the right third, the title over its left).
 */
export function bannerSvg(theme: ThemeName): string {
  const art = ART[theme];
  const p = THEMES[theme];
  const { width, height } = BANNER;
  const dim = mix(p.light, '#ffffff', 0.3);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
${backdrop(theme, width, height, { spot: [0.86, 0.5], motifSize: 24, glowOpacity: 0.6, direction: 'horizontal', vignette: 0.35 })}
${paints(theme, art)}
<rect width="${width}" height="${height}" fill="url(#ch)"/>
${placeIcon('game', art.more[1], { cx: width - 560, cy: 80, size: 74, fill: dim, transform: 'rotate(14)', attrs: 'opacity=".3"' })}
${placeIcon('game', art.more[0], { cx: width - 380, cy: 74, size: 86, fill: dim, transform: 'rotate(-14)', attrs: 'opacity=".35"' })}
<g filter="url(#cd)">${placeIcon('game', art.main, { cx: width - 160, cy: 72, size: 0, ...mainBox(art, 200, 98), fill: 'url(#cf)', transform: `rotate(${art.turn ?? 0})` })}</g>
</svg>`;
}
