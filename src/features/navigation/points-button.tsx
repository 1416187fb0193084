// Link to /tokens: "Acheter des H-Points" at 0 or null, else the balance (the currency's name from the settings). In the
// bar, `wordClassName` lets narrow widths drop words, down to "12’500" or
// "H-Points"; the accessible name and the title keep the whole text.
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { texts } from '../../i18n/fr';
import { formatTokens } from '../../domain/token-amount';
import { useBrand } from '../../state/identity';
import { main } from '../../state/main-store';

export function pointsLabel(balance: number | null | undefined, currency: string): string {
  return balance ? texts.catalogue.tokens(formatTokens(balance, texts.numbers), currency) : texts.nav.buyTokens(currency);
}

export function PointsButton({ className, wordClassName }: { className?: string; wordClassName?: string }) {
  const balance = useSnapshot(main).user?.shopTokens;
  const { currencyName } = useBrand();
  const label = pointsLabel(balance, currencyName);
  return (
    <Link href="/tokens" className={className} aria-label={label} title={label}>
      {balance ? formatTokens(balance, texts.numbers) : <span className={wordClassName}>{texts.nav.buyTokensLead} </span>}
      {balance ? <span className={wordClassName}> {currencyName}</span> : currencyName}
    </Link>
  );
}
