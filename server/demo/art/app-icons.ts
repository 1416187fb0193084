// The shop's own icon (the tab's favicon, the installed app's): a hurricane seen
// from above (game-icons' "wind-hole") in white on the shop's red, and the web
// manifest that lists it.
import { placeIcon } from './icons';

/**
 * The icon on a rounded square (`maskable`: full bleed, the mark inside the safe
 * zone). Flat colours with a hard shadow: PNG keeps them small.
 */
export function appIconSvg(px: number, maskable = false): string {
  // The mark's square tile, cut round: a hurricane seen from above.
  const r = maskable ? 34 : 40;
  const frame = maskable ? '<rect width="100" height="100" fill="#910f0f"/>' : '<rect x="1" y="1" width="98" height="98" rx="22" fill="#910f0f"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${px}" height="${px}">
<defs><clipPath id="c"><circle cx="50" cy="50" r="${r}"/></clipPath></defs>
${frame}
<circle cx="51.5" cy="52.5" r="${r}" fill="#4d0606"/>
<circle cx="50" cy="50" r="${r}" fill="#fff"/>
<g clip-path="url(#c)">${placeIcon('game', 'wind-hole', { cx: 50, cy: 50, size: r * 2.3, fill: '#910f0f', transform: 'scale(-1 1)' })}</g>
</svg>`;
}

/** An .ico file holding these PNG images (each its own size, square, at most 256). */
export function icoFile(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((png) => png.data)]);
}

export const APP_ICONS = { icon192: '/icons/icon-192.png', icon512: '/icons/icon-512.png', maskable512: '/icons/maskable-512.png', apple: '/icons/apple-touch-icon.png' };

export function manifest(): string {
  return `${JSON.stringify(
    {
      name: 'Boutique Hurricane',
      short_name: 'Hurricane',
      description: 'Boutique officielle du serveur roleplay Hurricane : grades, H-Points, objets, véhicules et armes.',
      lang: 'fr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0b0e14',
      theme_color: '#910f0f',
      icons: [
        { src: APP_ICONS.icon192, sizes: '192x192', type: 'image/png' },
        { src: APP_ICONS.icon512, sizes: '512x512', type: 'image/png' },
        { src: APP_ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}
