// Each demo product's picture (640×400 WebP, the size of its slots): what it is,
// drawn from a game-icons icon (or a small bundle of them for a pack), on its
// category's backdrop. A product with several images gets several views: turned,
// flipped, closer, with another light.
import type { NewProduct } from '../../db/products';
import { placeIcon } from './icons';
import { rankEmblem } from './ranks';
import { THEMES, backdrop, mix, type ThemeName } from './themes';

export const PRODUCT_WIDTH = 640;
export const PRODUCT_HEIGHT = 400;

interface Art {
  /** The game-icons icon of the product. */
  icon: string;
  /** The object's colour (its paint, its metal); white tinted by the theme by default. */
  paint?: string;
  /** A pack: two more of its contents, either side of the main one. */
  sides?: [string, string];
  /** A small second icon at the object's top right (the taser's spark). */
  spark?: string;
  /** Text under the object (the points' amount). */
  caption?: string;
  /** Degrees that lay a long icon drawn on the diagonal (a rifle) level. */
  turn?: number;
}

const GOLD = '#f3c969';
const SILVER = '#d9dee6';

const ART: Record<string, Art> = {
  kit_reparation: { icon: 'auto-repair' },
  trousse_secours: { icon: 'first-aid-kit', paint: '#ff6b6b' },
  telephone_luxe: { icon: 'smartphone', paint: GOLD },
  montre_or: { icon: 'watch', paint: GOLD },
  sac_a_dos: { icon: 'backpack', paint: '#8fc46a' },
  radio_portable: { icon: 'walkie-talkie' },
  jumelles: { icon: 'binoculars' },
  lampe_torche: { icon: 'flashlight', paint: '#ffe08a' },
  parapluie: { icon: 'umbrella', paint: '#7fc4ff' },
  enceinte_portable: { icon: 'boombox' },
  tenue_soiree: { icon: 'bow-tie', paint: '#f2f2f2' },
  collier_diamant: { icon: 'gem-necklace', paint: '#bfeaff' },
  prototype_secret: { icon: 'locked-chest' },

  sultan_rs: { icon: 'city-car', paint: '#eef4ff' },
  elegy_retro: { icon: 'race-car', paint: '#ff9f43' },
  bati_801: { icon: 'aero-bike', paint: '#ff5a5a' },
  sanchez: { icon: 'aero-bike', paint: '#ffd23f' },
  dubsta_6x6: { icon: 'jeep', paint: '#c8b98a' },
  zentorno: { icon: 'f1-car', paint: '#b6ff3b' },
  baller_le: { icon: 'jeep', paint: SILVER },
  faggio: { icon: 'scooter', paint: '#9be7c4' },
  bison_pickup: { icon: 'truck', paint: '#e8e8e8' },
  comet_classique: { icon: 'race-car', paint: '#ff4d4d' },
  vapid_speedo: { icon: 'surfer-van', paint: '#ffe9b8' },
  dinghy: { icon: 'speed-boat', paint: '#ffffff' },

  pistolet_combat: { icon: 'pistol-gun' },
  revolver_lourd: { icon: 'revolver' },
  couteau_chasse: { icon: 'bowie-knife', turn: -45 },
  batte_baseball: { icon: 'baseball-bat', paint: '#d9a86c', turn: 45 },
  fusil_pompe: { icon: 'sawed-off-shotgun', turn: 30 },
  mitraillette_compacte: { icon: 'uzi' },
  fusil_precision: { icon: 'winchester-rifle', turn: 36 },
  taser: { icon: 'glock', paint: '#ffd23f', spark: 'electric' },
  machette: { icon: 'machete', turn: 40 },
  fusil_assaut: { icon: 'ak47', turn: 32 },

  pack_debutant: { icon: 'smartphone', sides: ['walkie-talkie', 'first-aid-kit'] },
  pack_entrepreneur: { icon: 'briefcase', sides: ['surfer-van', 'polo-shirt'] },
  pack_gang: { icon: 'bandana', sides: ['uzi', 'city-car'] },
  pack_policier: { icon: 'police-badge', paint: '#8fc2ff', sides: ['handcuffs', 'police-car'] },
  pack_pecheur: { icon: 'fishing', sides: ['fishing-pole', 'fishing-boat'] },
  pack_luxe: { icon: 'race-car', paint: GOLD, sides: ['watch', 'bow-tie'] },
  pack_mecano: { icon: 'tow-truck', sides: ['spanner', 'auto-repair'] },
  pack_fermier: { icon: 'farm-tractor', sides: ['wheat', 'truck'] },

  points_1000: { icon: 'two-coins', paint: GOLD, caption: '1’000' },
  points_2500: { icon: 'coins', paint: GOLD, caption: '2’500' },
  points_6000: { icon: 'cash', paint: GOLD, caption: '6’000' },
  points_15000: { icon: 'open-treasure-chest', paint: GOLD, caption: '15’000' },
};

/** A view of the object: its turn, flip, zoom and offset, and where the light comes from. */
interface View {
  rotate: number;
  flip: boolean;
  zoom: number;
  dx: number;
  dy: number;
  spot: [number, number];
  /** The spotlight uses the palette's accent rather than its light. */
  accent: boolean;
  /** A halo ring behind the object. */
  ring: boolean;
}

const VIEWS: View[] = [
  { rotate: 0, flip: false, zoom: 1, dx: 0, dy: 0, spot: [0.5, 0.46], accent: false, ring: false },
  { rotate: -9, flip: true, zoom: 1.05, dx: 0, dy: 0, spot: [0.6, 0.4], accent: true, ring: false },
  { rotate: 0, flip: false, zoom: 1.4, dx: -30, dy: 15, spot: [0.4, 0.55], accent: false, ring: false },
  { rotate: 8, flip: false, zoom: 0.95, dx: 0, dy: 0, spot: [0.5, 0.48], accent: true, ring: true },
  { rotate: -4, flip: true, zoom: 1.35, dx: 50, dy: -10, spot: [0.65, 0.38], accent: false, ring: true },
  { rotate: -14, flip: false, zoom: 1.1, dx: 0, dy: 0, spot: [0.35, 0.42], accent: true, ring: false },
];

/** The object's paint: a vertical gradient, light on top, and its shadows. */
function paintDefs(id: string, paint: string, glow: string): string {
  return `<linearGradient id="${id}f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(paint, '#ffffff', 0.55)}"/><stop offset=".55" stop-color="${paint}"/><stop offset="1" stop-color="${mix(paint, '#000000', 0.35)}"/></linearGradient>
<filter id="${id}d" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="14" result="b"/><feFlood flood-color="${glow}" flood-opacity=".55"/><feComposite in2="b" operator="in" result="glow"/><feDropShadow in="SourceGraphic" dx="0" dy="10" stdDeviation="7" flood-color="#000" flood-opacity=".6" result="shadow"/><feMerge><feMergeNode in="glow"/><feMergeNode in="shadow"/></feMerge></filter>
<radialGradient id="${id}o" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
}

/** The object (or a pack's three), centred on the picture before the view's transform. */
function objectMarkup(art: Art, id: string, sidePaint: string): string {
  const fill = `url(#${id}f)`;
  if (art.sides) {
    const [left, right] = art.sides;
    const side = (name: string, cx: number, turn: number) =>
      placeIcon('game', name, { cx, cy: 222, size: 0, width: 150, height: 112, fill: sidePaint, transform: `rotate(${turn})`, attrs: 'opacity=".92"' });
    return `${side(left, 160, -12)}${side(right, 480, 12)}${placeIcon('game', art.icon, { cx: 320, cy: 188, size: 0, width: 210, height: 172, fill })}`;
  }
  const spark = art.spark ? placeIcon('game', art.spark, { cx: 440, cy: 100, size: 80, fill: '#ffe45c', transform: 'rotate(12)' }) : '';
  if (art.caption) return placeIcon('game', art.icon, { cx: 320, cy: 165, size: 0, width: 250, height: 170, fill }) + spark;
  const turn = art.turn ? `rotate(${art.turn})` : '';
  return placeIcon('game', art.icon, { cx: 320, cy: 195, size: 0, width: art.turn ? 260 : 340, height: art.turn ? 260 : 215, fill, transform: turn }) + spark;
}

function pictureSvg(theme: ThemeName, view: View, defs: string, object: string, caption = ''): string {
  const p = THEMES[theme];
  const glow = view.accent ? p.accent : p.light;
  const scale = `${view.flip ? -view.zoom : view.zoom} ${view.zoom}`;
  const ring = view.ring
    ? `<circle cx="320" cy="195" r="150" fill="none" stroke="${glow}" stroke-opacity=".35" stroke-width="3"/><circle cx="320" cy="195" r="168" fill="none" stroke="${glow}" stroke-opacity=".15" stroke-width="10"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PRODUCT_WIDTH} ${PRODUCT_HEIGHT}" width="${PRODUCT_WIDTH}" height="${PRODUCT_HEIGHT}">
${backdrop(theme, PRODUCT_WIDTH, PRODUCT_HEIGHT, { spot: view.spot, glow, glowOpacity: view.accent ? 0.42 : 0.5 })}
<defs>${defs}</defs>
${ring}
<ellipse cx="${320 + view.dx}" cy="${322 + view.dy * 0.3}" rx="${170 * Math.min(view.zoom, 1.3)}" ry="26" fill="url(#ao)"/>
<g transform="translate(${320 + view.dx} ${200 + view.dy}) rotate(${view.rotate}) scale(${scale}) translate(-320 -200)" filter="url(#ad)">${object}</g>
${caption}
</svg>`;
}

function captionMarkup(text: string, glow: string): string {
  return `<g font-family="'DejaVu Sans',sans-serif" font-weight="700" text-anchor="middle">
<text x="320" y="328" font-size="52" fill="${GOLD}" stroke="#1a1203" stroke-width="6" paint-order="stroke" letter-spacing="1">${text}</text>
<text x="320" y="362" font-size="19" fill="${glow}" letter-spacing="6">H-POINTS</text></g>`;
}

/** The icons the products' pictures use (to measure them first). */
export function productIcons(): string[] {
  return Object.values(ART).flatMap((art) => [art.icon, ...(art.sides ?? []), ...(art.spark ? [art.spark] : [])]);
}

/** The product's pictures, one SVG per image path, in order. */
export function productPictures(product: NewProduct): string[] {
  const theme = pictureTheme(product);
  const p = THEMES[theme];
  return product.images.map((_, i) => {
    const view = VIEWS[i % VIEWS.length]!;
    if (product.grantsRank) {
      const medal = rankEmblem(product.grantsRank, { cx: 320, cy: 200, size: 250 });
      return pictureSvg(theme, { ...view, ring: true }, paintDefs('a', '#ffffff', medal.colour), medal.markup);
    }
    const art = ART[product.itemId];
    if (!art) throw new Error(`No art for ${product.itemId}: add it to ART in server/db/art/products.ts`);
    const paint = art.paint ?? mix('#ffffff', p.light, 0.25);
    const sidePaint = mix(p.light, '#ffffff', 0.35);
    const caption = art.caption ? captionMarkup(art.caption, p.light) : '';
    return pictureSvg(theme, view, paintDefs('a', paint, view.accent ? p.accent : p.light), objectMarkup(art, 'a', sidePaint), caption);
  });
}

/** Ranks are drawn on the VIP backdrop; every other product on its category's. */
function pictureTheme(product: NewProduct): ThemeName {
  if (product.grantsRank) return 'vip';
  const theme = product.theme ?? 'box';
  if (!(theme in THEMES)) throw new Error(`Unknown theme ${theme} for ${product.itemId}`);
  return theme as ThemeName;
}
