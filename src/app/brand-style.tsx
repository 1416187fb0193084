// The shop's colours from its settings, set on the document's root (the server's page
// carries them already, as the root's style attribute).
import { useEffect } from 'react';
import { paletteStyle } from '../domain/palette-style';
import { useIdentity } from '../state/identity';

export function BrandStyle() {
  const palette = useIdentity()?.palette;
  useEffect(() => {
    if (palette) document.documentElement.style.cssText = paletteStyle(palette);
  }, [palette]);
  return null;
}
