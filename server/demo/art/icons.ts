// Icons of maintained open sets, read from their Iconify JSON packages at art time
// (devDependencies: nothing of them reaches the shop's code):
// - game-icons.net (CC BY 3.0, credited on the legal page and in the README) for
//   products, category art and rank emblems;
// - Iconify's "logos" (CC0) for the payment brands' full-colour marks;
// - Simple Icons (CC0) for the social networks' marks.
import { icons as gameIcons } from '@iconify-json/game-icons';
import { icons as logos } from '@iconify-json/logos';
import { icons as simpleIcons } from '@iconify-json/simple-icons';
import type { IconifyJSON } from '@iconify/types';

const SETS = { game: gameIcons, logos, simple: simpleIcons } satisfies Record<string, IconifyJSON>;
export type IconSet = keyof typeof SETS;

export interface Icon {
  /** SVG markup in the icon's own view box; one-colour icons paint with `currentColor`. */
  body: string;
  viewBox: string;
  width: number;
  height: number;
}

export function icon(set: IconSet, name: string): Icon {
  const json = SETS[set];
  const data = json.icons[name] ?? (json.aliases?.[name] ? json.icons[json.aliases[name].parent] : undefined);
  if (!data) throw new Error(`No icon ${set}:${name}`);
  const width = data.width ?? json.width ?? 16;
  const height = data.height ?? json.height ?? 16;
  return { body: data.body, viewBox: `${data.left ?? 0} ${data.top ?? 0} ${width} ${height}`, width, height };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Each measured icon's drawn area in its view box ("set:name"), so icons of different padding fill their place alike. */
const drawnBoxes = new Map<string, Box>();

/** Measures the drawn area of these icons (once each) with `measure`. */
export async function measureIcons(measure: (body: string, viewBox: string) => Promise<Box>, refs: [IconSet, string][]): Promise<void> {
  for (const [set, name] of refs) {
    const key = `${set}:${name}`;
    if (drawnBoxes.has(key)) continue;
    const { body, viewBox } = icon(set, name);
    drawnBoxes.set(key, await measure(body, viewBox));
  }
}

export interface Placement {
  cx: number;
  cy: number;
  /** The box the icon fits in: size × size, or width × height. */
  size: number;
  width?: number;
  height?: number;
  /** A colour or a `url(#…)`. */
  fill: string;
  /** Applied about the icon's centre. */
  transform?: string;
  attrs?: string;
}

/**
 * A one-colour icon centred on (cx, cy), its drawn area (when measured) or its view
 * box fitted in the placement's box, painted with `fill`.
 */
export function placeIcon(set: IconSet, name: string, { cx, cy, size, width = size, height = size, fill, transform = '', attrs = '' }: Placement): string {
  const { body, viewBox } = icon(set, name);
  const box = drawnBoxes.get(`${set}:${name}`);
  const painted = body.replace(/currentColor/g, fill);
  let [w, h] = [width, height];
  if (box) {
    const scale = Math.min(width / box.width, height / box.height);
    [w, h] = [box.width * scale, box.height * scale];
  }
  const view = box ? `${box.x} ${box.y} ${box.width} ${box.height}` : viewBox;
  const r = (n: number) => n.toFixed(2);
  return `<g transform="translate(${cx} ${cy}) ${transform}" ${attrs}><svg x="${r(-w / 2)}" y="${r(-h / 2)}" width="${r(w)}" height="${r(h)}" viewBox="${view}" overflow="visible">${painted}</svg></g>`;
}
