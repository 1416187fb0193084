// Daily offers (spec 01 §4): fetched for a logged-in player once the catalogue is
// there, kept in the shop store, and refetched 5 s after each Paris midnight.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DailyShopAnswer } from '../../api/contract/shop';
import { shopKeys, shopQueries } from '../../api/shop-queries';
import { useHttp } from '../../api/http-context';
import { msUntilParisMidnight } from '../../lib/paris-time';
import { usePageVisible } from '../../platform/platform-context';
import { shop } from '../../state/shop-store';
import { useLoggedIn } from '../../state/logged-in';
import { dailyOffersStatus } from './daily-offers-status';

export const MIDNIGHT_REFETCH_DELAY_MS = 5000;

export function applyDailyShop(answer: DailyShopAnswer, now = Date.now()) {
  shop.dailyShop = Array.isArray(answer)
    ? { offers: answer, lastFetchedAt: new Date(now).toISOString() }
    : { offers: answer.offers, lastFetchedAt: answer.lastFetchedAt ?? new Date(now).toISOString() };
  shop.lastDailyShopCheck = now;
}

/** A Paris midnight passed since `at`. */
export function midnightPassedSince(at: number, now: number): boolean {
  return now - at >= msUntilParisMidnight(at);
}

export function useDailyShopSync() {
  const loggedIn = useLoggedIn();
  const visible = usePageVisible();
  const hasCatalogue = useSnapshot(shop).products.length > 0;
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt, isPending, isError } = useQuery({ ...shopQueries.daily(useHttp()), enabled: loggedIn && hasCatalogue });
  const [armed, setArmed] = useState(0);

  useEffect(() => {
    Object.assign(dailyOffersStatus, { pending: isPending, error: isError });
  }, [isPending, isError]);

  useEffect(() => {
    if (data) applyDailyShop(data, dataUpdatedAt);
  }, [data, dataUpdatedAt]);

  useEffect(() => {
    if (!loggedIn || !visible) return;
    const refetch = () => void queryClient.refetchQueries({ queryKey: shopKeys.daily });
    // Shown again after a midnight spent hidden: the offers are yesterday's.
    if (queryClient.getQueryData(shopKeys.daily) && midnightPassedSince(shop.lastDailyShopCheck, Date.now())) refetch();
    const timer = setTimeout(() => {
      refetch();
      setArmed((n) => n + 1);
    }, msUntilParisMidnight(Date.now()) + MIDNIGHT_REFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loggedIn, visible, armed, queryClient]);
}
