// Link to /tokens: "Acheter des H-Points" at 0 or null, else the balance. In the
// bar, `wordClassName` lets narrow widths drop words, down to "12’500" or
// "H-Points"; the accessible name and the title keep the whole text.
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { fr } from '../../i18n/fr';
import { formatTokens } from '../../domain/token-amount';
import { main } from '../../state/main-store';

export function pointsLabel(balance: number | null | undefined): string {
  return balance ? fr.browsing.tokensBalance(formatTokens(balance)) : fr.nav.buyTokens;
}

export function PointsButton({ className, wordClassName }: { className?: string; wordClassName?: string }) {
  const balance = useSnapshot(main).user?.shopTokens;
  const label = pointsLabel(balance);
  return (
    <Link href="/tokens" className={className} aria-label={label} title={label}>
      {balance ? formatTokens(balance) : <span className={wordClassName}>{fr.nav.buyTokensLead} </span>}
      {balance ? <span className={wordClassName}> {fr.nav.tokensWord}</span> : fr.nav.tokensWord}
    </Link>
  );
}
