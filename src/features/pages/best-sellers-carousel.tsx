// Home best sellers (spec 01 §4 "Carousel"): one slide every 7500 ms, fading out
// in 600 ms and in over 1000 ms; dots select directly; paused by the carousel
// flag, while hidden or while an item is presented, and (WCAG 2.2.2) while pointed
// at or focused, or for good with its pause button. A click presents the item.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Product } from '../../api/contract/shop';
import { homeTexts } from '../../i18n/fr-home';
import { useFlags, usePageVisible } from '../../platform/platform-context';
import { overlays } from '../../state/overlays';
import { showItemPresentation } from '../catalogue/item-presentation';
import { withPressFeedback } from '../../ui/press-feedback';
import { ProductImage } from '../catalogue/product-image';
import { OfferPrice } from '../currency/offer-price';
import styles from './best-sellers-carousel.module.css';
import { productName } from '../../state/product-words';

export const CAROUSEL_INTERVAL_MS = 7500;
export const FADE_OUT_MS = 600;
export const FADE_IN_MS = 1000;

type Phase = 'shown' | 'out' | 'in';

export function BestSellersCarousel({ products }: { products: readonly Product[] }) {
  const flags = useFlags();
  const visible = usePageVisible();
  const presenting = useSnapshot(overlays).itemPresentation;
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>('shown');
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const count = products.length;

  const go = useCallback((target: number) => {
    timers.current.forEach(clearTimeout);
    setPhase('out');
    timers.current = [
      setTimeout(() => {
        setIndex(target);
        setPhase('in');
      }, FADE_OUT_MS),
      setTimeout(() => setPhase('shown'), FADE_OUT_MS + FADE_IN_MS),
    ];
  }, []);

  const paused = !flags.carousel || !visible || presenting || count < 2 || held || stopped;
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => go((index + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [paused, index, count, go]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const product = products[Math.min(index, count - 1)];
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={homeTexts.bestSellers}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setHeld(false)}
    >
      {product && (
        <button
          type="button"
          className={`${styles.slide} ${styles[phase]}`}
          onClick={withPressFeedback(() => showItemPresentation(product.itemId, false))}
        >
          <ProductImage src={product.images[0]} name={productName(product)} alt="" className={styles.image} eager slot="wide" />
          <span className={styles.caption}>
            <span className={styles.kicker}>{homeTexts.bestSellers}</span>
            <span className={styles.name}>{productName(product)}</span>
            <span className={styles.price}>
              <OfferPrice product={product} />
            </span>
          </span>
        </button>
      )}
      {count > 1 && flags.carousel && (
        <button type="button" className={styles.pause} aria-pressed={stopped} onClick={() => setStopped((s) => !s)}>
          {stopped ? homeTexts.play : homeTexts.pause}
        </button>
      )}
      {count > 1 && (
        <div className={styles.dots}>
          {products.map((p, i) => (
            <button
              type="button"
              key={p.itemId}
              className={styles.dot}
              aria-label={homeTexts.slide(i + 1)}
              aria-current={i === index || undefined}
              onClick={() => i !== index && go(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
