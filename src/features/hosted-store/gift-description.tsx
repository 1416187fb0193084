// A gift's description names its recipient. The server's description of a points
// pack speaks to the buyer ("… sur votre compte."); for a gift the text is made
// here from the pack (its amount) and the recipient. Other packages (ranks) keep
// the server's words, sanitized.
import { useSnapshot } from 'valtio';
import type { Product } from '../../api/contract/shop';
import { SLUG_CATEGORY } from '../../domain/visibility';
import { frHostedStore } from '../../i18n/fr-hosted-store';
import { formatTokens } from '../../domain/token-amount';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { shop } from '../../state/shop-store';

/** The H-Points a points pack credits, read from its product (named by its amount), or null. */
export function packAmount(products: readonly Pick<Product, 'category' | 'name' | 'tebexPackageId'>[], packageId: number): number | null {
  const product = products.find((p) => p.tebexPackageId === packageId);
  if (product?.category !== SLUG_CATEGORY.tokens) return null;
  const digits = product.name.replace(/\D/g, '');
  return digits ? Number(digits) : null;
}

interface GiftDescriptionProps {
  packageId: number;
  /** The server's HTML description. */
  html: string;
  /** A gift: the recipient's nickname, or null while not yet chosen. Absent: not a gift. */
  recipient?: string | null;
  className?: string;
}

export function GiftDescription({ packageId, html, recipient, className }: GiftDescriptionProps) {
  const { products } = useSnapshot(shop);
  const amount = recipient === undefined ? null : packAmount(products, packageId);
  if (amount !== null) {
    return (
      <div className={className}>
        <p>{frHostedStore.giftCredits(formatTokens(amount), recipient ?? null)}</p>
      </div>
    );
  }
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
