/**
 * Seeds a query with the copy the store persisted: it counts as fetched at its
 * time, so no request goes out before it is stale, even after a reload.
 */
export function persistedSeed<T>(data: T | null | undefined, fetchedAt: number | undefined) {
  return data != null && fetchedAt ? { initialData: data, initialDataUpdatedAt: fetchedAt } : {};
}
