// Rank badges: each rank's game-icons emblem on a medallion of its own shape, in
// the tier colours of the subscription table. Drawn for the bar (32 CSS px, as
// 64 px PNG) and for the subscription table (as 160 px PNG).
import { placeIcon } from './icons';
import { mix } from './themes';

type Shape = 'circle' | 'shield' | 'hexagon' | 'octagon' | 'rosette';

interface Tier {
  colour: string;
  emblem: string;
  shape: Shape;
}

/** By rank name; the colours are the subscription table's (subscription-table.module.css). */
export const RANK_TIERS: Record<string, Tier> = {
  'VIP Silver': { colour: '#c9d1dc', emblem: 'round-star', shape: 'circle' },
  Gold: { colour: '#f3c969', emblem: 'queen-crown', shape: 'shield' },
  Diamond: { colour: '#8fd8ff', emblem: 'cut-diamond', shape: 'hexagon' },
  Émeraude: { colour: '#3ddc84', emblem: 'emerald', shape: 'octagon' },
  Rubis: { colour: '#ff5c7a', emblem: 'fire-gem', shape: 'rosette' },
};

function polygon(points: number, radius: (i: number) => number, turn: number): string {
  const corners = Array.from({ length: points }, (_, i) => {
    const a = ((turn + (360 / points) * i) * Math.PI) / 180;
    return `${(50 + radius(i) * Math.cos(a)).toFixed(2)} ${(50 + radius(i) * Math.sin(a)).toFixed(2)}`;
  });
  return `M${corners.join('L')}Z`;
}

/** The medallion's outline in a 100 × 100 box. */
function shapePath(shape: Shape): string {
  switch (shape) {
    case 'circle':
      return 'M50 2a48 48 0 1 1 0 96a48 48 0 1 1 0-96z';
    case 'shield':
      return 'M50 2L93 13V45C93 72 75 89 50 98C25 89 7 72 7 45V13Z';
    case 'hexagon':
      return polygon(6, () => 49, -90);
    case 'octagon':
      return polygon(8, () => 49, -67.5);
    case 'rosette':
      return polygon(24, (i) => (i % 2 ? 43.5 : 49), -90);
  }
}

/** The medallion's markup in a 100 × 100 box (ids prefixed with `id`). */
function medallion(tier: Tier, id: string): string {
  const outline = shapePath(tier.shape);
  const c = tier.colour;
  const inner = 'transform="translate(50 50) scale(.78) translate(-50 -50)"';
  return `<defs>
<linearGradient id="${id}r" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(c, '#ffffff', 0.6)}"/><stop offset=".45" stop-color="${c}"/><stop offset="1" stop-color="${mix(c, '#000000', 0.45)}"/></linearGradient>
<radialGradient id="${id}i" cx=".5" cy=".35" r=".7"><stop offset="0" stop-color="${mix(c, '#1f2635', 0.72)}"/><stop offset="1" stop-color="#0b0e14"/></radialGradient>
<linearGradient id="${id}e" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(c, '#ffffff', 0.7)}"/><stop offset=".6" stop-color="${c}"/><stop offset="1" stop-color="${mix(c, '#000000', 0.2)}"/></linearGradient>
</defs>
<path d="${outline}" fill="url(#${id}r)" stroke="#0b0e14" stroke-width="3" stroke-linejoin="round"/>
<path d="${outline}" ${inner} fill="url(#${id}i)" stroke="${mix(c, '#000000', 0.5)}" stroke-width="2.5" stroke-linejoin="round"/>
${placeIcon('game', tier.emblem, { cx: 50, cy: tier.shape === 'shield' ? 49 : 50, size: 54, fill: `url(#${id}e)` })}
<path d="M22 24C32 12 50 9 64 13" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="3" stroke-linecap="round"/>`;
}

/** The icons the badges use (to measure them first). */
export const rankIcons = (): string[] => Object.values(RANK_TIERS).map((tier) => tier.emblem);

function tierOf(rank: string): Tier {
  const tier = RANK_TIERS[rank];
  if (!tier) throw new Error(`No badge art for rank ${rank}`);
  return tier;
}

/** The rank's badge as an SVG of px × px. */
export function badgeSvg(rank: string, px: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${px}" height="${px}">${medallion(tierOf(rank), 'm')}</svg>`;
}

/** The rank's medallion placed in a larger picture, and its colour (for the light). */
export function rankEmblem(rank: string, { cx, cy, size }: { cx: number; cy: number; size: number }): { markup: string; colour: string } {
  const tier = tierOf(rank);
  const markup = `<svg x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" viewBox="0 0 100 100">${medallion(tier, 'm')}</svg>`;
  return { markup, colour: tier.colour };
}
