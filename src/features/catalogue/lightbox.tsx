// Full-size images of the item presentation: next and previous wrap around, with
// a 100 ms swap. Rendered inside the item overlay so it shares its focus trap.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { itemTexts } from '../../i18n/fr-item';
import { overlays, setOverlay } from '../../state/overlays';
import { presentation, setLightboxIndex } from './item-presentation';
import { ProductImage } from './product-image';
import styles from './lightbox.module.css';

export const LIGHTBOX_SWAP_MS = 100;

/** The index after a step, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  return count === 0 ? 0 : (((index + step) % count) + count) % count;
}

export function Lightbox({ name }: { name: string }) {
  const show = useSnapshot(overlays).lightbox;
  const { data, index } = useSnapshot(presentation).lightbox;
  const [swapping, setSwapping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Steps asked during one swap add up, so fast clicks are not lost.
  const pending = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = useCallback((step: number) => {
    setSwapping(true);
    pending.current += step;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setLightboxIndex(wrapIndex(presentation.lightbox.index, pending.current, presentation.lightbox.data.length));
      pending.current = 0;
      setSwapping(false);
    }, LIGHTBOX_SWAP_MS);
  }, []);
  const shown = show && data.length > 0;
  // ← and → move as the buttons do, wherever the focus is while it shows (opening
  // it from a thumbnail leaves the focus on that thumbnail, outside the lightbox).
  useEffect(() => {
    if (!shown) return;
    const onKey = ({ key }: KeyboardEvent) => {
      const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
      if (step && presentation.lightbox.data.length > 1) go(step);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown, go]);
  if (!shown) return null;

  return (
    <div className={styles.lightbox} role="group" aria-label={itemTexts.lightbox}>
      <button type="button" className={styles.close} aria-label={itemTexts.close} onClick={() => setOverlay('lightbox', false)}>
        ×
      </button>
      <ProductImage
        src={data[index]}
        name={name}
        alt={`${name} — ${itemTexts.image(index + 1)}`}
        className={`${styles.image} ${swapping ? styles.swapping : ''}`}
        eager
        slot="wide"
      />
      {data.length > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={itemTexts.previous} onClick={() => go(-1)}>
            ‹
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={itemTexts.next} onClick={() => go(1)}>
            ›
          </button>
          <p className={styles.counter}>
            {index + 1} / {data.length}
          </p>
        </>
      )}
    </div>
  );
}
