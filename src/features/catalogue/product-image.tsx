// A product image, resolved for the target, or a badge with the name when it fails. The
// shop's own images come as WebP sized to their place (`slot`, a card's by default).
import { useState } from 'react';
import { imageSrcSet, IMAGE_SLOTS, type ImageSlot } from '../../domain/image-variants';
import { useAssetUrl } from '../../platform/use-asset-url';
import styles from './product-image.module.css';

interface ProductImageProps {
  src: string | undefined;
  name: string;
  className?: string;
  /** Above the fold: load at once (the home's largest paint). */
  eager?: boolean;
  alt?: string;
  slot?: ImageSlot;
}

export function ProductImage({ src, name, className = '', eager = false, alt = name, slot = 'card' }: ProductImageProps) {
  const assetUrl = useAssetUrl();
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className={`${styles.frame} ${styles.fallback} ${className}`} role="img" aria-label={name}>
        <span className={styles.badge}>{name}</span>
      </span>
    );
  }
  return (
    <img
      className={`${styles.frame} ${className}`}
      src={assetUrl(src)}
      srcSet={imageSrcSet(src, slot, assetUrl)}
      sizes={IMAGE_SLOTS[slot].sizes}
      alt={alt}
      width={640}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
