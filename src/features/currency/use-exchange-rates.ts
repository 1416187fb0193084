// Rates from the API (refreshed every 300 s while shown) into the main store.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STALE } from '../../api/query-client';
import { shopQueries } from '../../api/shop-queries';
import { useHttp } from '../../api/http-context';
import { usePageVisible } from '../../platform/platform-context';
import { applyRates, resetCurrencyWithoutRate } from './currency-actions';

export function useExchangeRates() {
  const visible = usePageVisible();
  const { data } = useQuery({ ...shopQueries.rates(useHttp()), refetchInterval: visible ? STALE.currencies : false });
  useEffect(() => {
    if (data) applyRates(data.conversion_rates);
    else resetCurrencyWithoutRate();
  }, [data]);
}
