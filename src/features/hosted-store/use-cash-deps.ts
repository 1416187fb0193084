// Everything a cash button needs to start a purchase, from the page's context.
import { useMemo } from 'react';
import { useHttp } from '../../api/http-context';
import { usePlatform } from '../../platform/platform-context';
import type { CashPurchaseDeps } from './cash-purchase';
import { useFlowDeps } from './use-flow-deps';

export function useCashDeps(): CashPurchaseDeps {
  const flow = useFlowDeps();
  const http = useHttp();
  const platform = usePlatform();
  return useMemo(() => ({ ...flow, http, platform }), [flow, http, platform]);
}
