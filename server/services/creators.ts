import { listCreators } from '../db/creators';
import type { Queryable } from '../db/queryable';

/** Creator codes, by code. */
export function creatorCodes(db: Queryable): Promise<{ code: string; name: string }[]> {
  return listCreators(db);
}
