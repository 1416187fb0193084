// The six category themes (the products' `theme`, the home tiles, the category
// headers) and the backdrop every picture of a theme is drawn on: the theme's
// gradient, a faint pattern of its motif, light beams, a spotlight and a vignette.
import { placeIcon } from './icons';

export type ThemeName = 'box' | 'car' | 'gun' | 'money' | 'packs' | 'vip';

export interface Palette {
  /** The darkest corner. */
  deep: string;
  /** The theme's colour. */
  base: string;
  /** The spotlight and the objects' tint. */
  light: string;
  /** A second light, for some views. */
  accent: string;
  /** The game-icons motif of the faint pattern. */
  motif: string;
}

export const THEMES: Record<ThemeName, Palette> = {
  box: { deep: '#140d06', base: '#7a4b1e', light: '#ffb457', accent: '#ffe0a3', motif: 'cardboard-box-closed' },
  car: { deep: '#050b15', base: '#1e4d7a', light: '#4fb0ff', accent: '#9fe7ff', motif: 'car-wheel' },
  gun: { deep: '#0a0b0e', base: '#3d4249', light: '#cfd5dd', accent: '#ff5a4a', motif: 'bullets' },
  money: { deep: '#03120a', base: '#17683a', light: '#4be38f', accent: '#f3c969', motif: 'two-coins' },
  packs: { deep: '#0e0514', base: '#5b1e7a', light: '#c57bff', accent: '#ffd36e', motif: 'present' },
  vip: { deep: '#140303', base: '#910f0f', light: '#ff5a5a', accent: '#f3c969', motif: 'crown' },
};

/** `a` mixed with `b`, t from 0 (a) to 1 (b). */
export function mix(a: string, b: string, t: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [channels(a), channels(b)];
  return `#${x.map((v, i) => Math.round(v + (y[i]! - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

export interface BackdropOptions {
  /** Ids are prefixed so several backdrops can share one document. */
  id?: string;
  /** The spotlight's centre, in fractions of the size. */
  spot?: [number, number];
  /** The spotlight's colour (the palette's light by default) and strength. */
  glow?: string;
  glowOpacity?: number;
  /** The motif's size in pixels and the pattern's angle. */
  motifSize?: number;
  angle?: number;
  /** How dark the vignette's edges get (0 to 1). */
  vignette?: number;
  /** The gradient's direction: a diagonal, or left (dark) to right (lit) for banners. */
  direction?: 'diagonal' | 'horizontal';
}

/** The theme's backdrop as SVG elements for a canvas of width × height. */
export function backdrop(theme: ThemeName, width: number, height: number, options: BackdropOptions = {}): string {
  const p = THEMES[theme];
  const { id = 'b', spot = [0.5, 0.45], glow = p.light, glowOpacity = 0.5, motifSize = 30, angle = -18, vignette = 0.6, direction = 'diagonal' } = options;
  const cell = motifSize * 3.2;
  const [x2, y2] = direction === 'diagonal' ? [1, 1] : [1, 0];
  const motif = (cx: number, cy: number, rotate: number) =>
    placeIcon('game', p.motif, { cx, cy, size: motifSize, fill: '#fff', transform: `rotate(${rotate})` });
  const beam = (x: number, w: number, o: number) =>
    `<path d="M${x} ${-height * 0.1}h${w}L${x + w - height * 0.55} ${height * 1.1}h${-w}z" fill="#fff" opacity="${o}"/>`;
  return `<defs>
<linearGradient id="${id}g" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.deep}"/><stop offset=".55" stop-color="${mix(p.deep, p.base, 0.75)}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>
<radialGradient id="${id}s" cx="${spot[0]}" cy="${spot[1]}" r="${direction === 'diagonal' ? 0.55 : 0.7}" gradientTransform="translate(${spot[0]} ${spot[1]}) scale(${height / width} 1) translate(${-spot[0]} ${-spot[1]})"><stop offset="0" stop-color="${glow}" stop-opacity="${glowOpacity}"/><stop offset=".45" stop-color="${glow}" stop-opacity="${glowOpacity * 0.3}"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}v" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${vignette}"/></radialGradient>
<pattern id="${id}p" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">${motif(cell / 4, cell / 4, 0)}${motif((cell * 3) / 4, (cell * 3) / 4, 180)}</pattern>
</defs>
<rect width="${width}" height="${height}" fill="url(#${id}g)"/>
<rect width="${width}" height="${height}" fill="url(#${id}p)" opacity=".07"/>
${beam(width * 0.18, width * 0.1, 0.035)}${beam(width * 0.34, width * 0.04, 0.03)}${beam(width * 0.72, width * 0.07, 0.025)}
<rect width="${width}" height="${height}" fill="url(#${id}s)"/>
<rect width="${width}" height="${height}" fill="url(#${id}v)"/>`;
}
