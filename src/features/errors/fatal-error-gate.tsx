// Replaces the page by the full-screen error page while an error is raised, and
// runs each type's button (spec 02 §2 "Full-screen error page").
import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useQueryClientSlot, withQueryClient } from '../../api/query-client-slot';
import { clearError, fatal } from './fatal-error';
import { resetBaskets } from '../../state/basket-reset';
import { ErrorPage } from './error-page';

/** SHOP_NOT_FOUND retries home behind a loader this long. */
export const RETRY_LOADER_MS = 1000;

export function FatalErrorGate({ children }: { children: ReactNode }) {
  const { error: fatalError } = useSnapshot(fatal);
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const clientSlot = useQueryClientSlot();
  if (!fatalError) return <>{children}</>;

  const goHome = () => {
    clearError();
    navigate('/');
  };
  const onAction = () => {
    if (fatalError.type === 'SHOP_NOT_FOUND') {
      setBusy(true);
      setTimeout(() => {
        setBusy(false);
        withQueryClient(clientSlot, (client) => void client.invalidateQueries());
        goHome();
      }, RETRY_LOADER_MS);
      return;
    }
    if (fatalError.type === 'TEBEX_ADD_PACKAGE_FAILED') resetBaskets();
    goHome();
  };
  return <ErrorPage type={fatalError.type} lines={fatalError.lines} onAction={onAction} busy={busy} />;
}
