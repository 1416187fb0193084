// Item images (spec 02 §2): on desktop a main image with at most 4 thumbnails (else
// 3 plus "+n"), arrows past 2 images; on mobile a carousel with arrows and dots.
// Carousel steps are 400 px; any image opens the lightbox.
import { useRef, useState } from 'react';
import { itemTexts } from '../../i18n/fr-item';
import { openLightbox } from './item-presentation';
import { ProductImage } from './product-image';
import styles from './gallery.module.css';

export const MAX_THUMBNAILS = 4;
export const SCROLL_STEP_PX = 400;

interface GalleryProps {
  images: readonly string[];
  name: string;
  desktop: boolean;
}

/** The thumbnails shown and the "+n" count (0 when every image has a thumbnail). */
export function thumbnails(images: readonly string[]): { shown: readonly string[]; more: number } {
  if (images.length <= MAX_THUMBNAILS) return { shown: images, more: 0 };
  return { shown: images.slice(0, MAX_THUMBNAILS - 1), more: images.length - (MAX_THUMBNAILS - 1) };
}

export function Gallery({ images, name, desktop }: GalleryProps) {
  const [selected, setSelected] = useState(0);
  const strip = useRef<HTMLDivElement>(null);
  const all = [...images];
  const step = (direction: 1 | -1) => {
    strip.current?.scrollBy?.({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });
    if (desktop) setSelected((i) => (i + direction + images.length) % images.length);
  };
  const arrows = (desktop ? images.length > 2 : images.length > 1) && (
    <>
      <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={itemTexts.previous} onClick={() => step(-1)}>
        ‹
      </button>
      <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={itemTexts.next} onClick={() => step(1)}>
        ›
      </button>
    </>
  );

  if (!desktop) {
    return (
      <div className={styles.carousel}>
        <div ref={strip} className={styles.track}>
          {images.map((src, i) => (
            <button type="button" key={src + i} className={styles.slide} aria-label={itemTexts.image(i + 1)} onClick={() => openLightbox(all, i)}>
              <ProductImage src={src} name={name} alt="" eager={i === 0} slot="presentation" />
            </button>
          ))}
        </div>
        {arrows}
        <div className={styles.dots}>
          {images.map((src, i) => (
            <span key={src + i} className={styles.dot} />
          ))}
        </div>
      </div>
    );
  }

  const { shown, more } = thumbnails(images);
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <button type="button" className={styles.zoom} aria-label={itemTexts.zoom} onClick={() => openLightbox(all, selected)}>
          <ProductImage src={images[selected]} name={name} eager slot="presentation" />
        </button>
        {arrows}
      </div>
      {images.length > 1 && (
        <div ref={strip} className={styles.thumbs}>
          {shown.map((src, i) => (
            <button
              type="button"
              key={src + i}
              className={`${styles.thumb} ${i === selected ? styles.active : ''}`}
              aria-label={itemTexts.image(i + 1)}
              aria-pressed={i === selected}
              onClick={() => setSelected(i)}
            >
              <ProductImage src={src} name={name} alt="" />
            </button>
          ))}
          {more > 0 && (
            <button type="button" className={`${styles.thumb} ${styles.more}`} onClick={() => openLightbox(all, MAX_THUMBNAILS - 1)}>
              {itemTexts.more(more)}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
