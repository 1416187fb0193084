// Link to /tokens: "Acheter des H-Points" at 0 or null, else the balance.
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { fr } from '../../i18n/fr';
import { formatTokens } from '../../lib/money';
import { main } from '../../state/main-store';

export function pointsLabel(balance: number | null | undefined): string {
  return balance ? fr.browsing.tokensBalance(formatTokens(balance)) : fr.nav.buyTokens;
}

export function PointsButton({ className }: { className?: string }) {
  const balance = useSnapshot(main).user?.shopTokens;
  return (
    <Link href="/tokens" className={className}>
      {pointsLabel(balance)}
    </Link>
  );
}
