// The short notices on a product's add control: added, removed, maximum reached.
import { proxy } from 'valtio';

export interface ProductNotification {
  id: string;
  type: 'added' | 'removed' | 'max';
}

export const productNotifications = proxy({ list: [] as ProductNotification[] });

/** Added only if its id is not already there. */
export function addProductNotification(entry: ProductNotification) {
  if (!productNotifications.list.some((n) => n.id === entry.id)) productNotifications.list.push(entry);
}

export function removeProductNotification(id: string) {
  productNotifications.list = productNotifications.list.filter((n) => n.id !== id);
}
