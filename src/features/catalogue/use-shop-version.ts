// Shop version polling (spec 01 §4): every 30 s while the shop is on screen; the
// catalogue is replaced when the version changes; SHOP_NOT_FOUND while the check
// fails with no catalogue, cleared once it answers.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Http } from '../../api/http';
import { useHttp } from '../../api/http-context';
import { STALE } from '../../api/query-client';
import { shopQueries } from '../../api/shop-queries';
import { usePageVisible } from '../../platform/platform-context';
import { shop } from '../../state/shop-store';
import { clearError, raiseError } from '../errors/fatal-error';
import { applyShopVersion } from './catalogue-actions';

/** The version check, sending the version of the catalogue we hold. */
export const catalogueVersionQuery = (http: Http) => shopQueries.version(http, () => shop.shopVer);

export function useShopVersion() {
  const visible = usePageVisible();
  const { data, isError, isSuccess } = useQuery({
    ...catalogueVersionQuery(useHttp()),
    refetchInterval: visible ? STALE.shopVer : false,
  });
  const empty = useSnapshot(shop).products.length === 0;

  useEffect(() => {
    if (data) applyShopVersion(data);
  }, [data]);

  useEffect(() => {
    if (isError && empty) raiseError('SHOP_NOT_FOUND');
    else if (isSuccess) clearError('SHOP_NOT_FOUND');
  }, [isError, isSuccess, empty]);
}
