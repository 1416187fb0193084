import { beforeEach, expect, it } from 'vitest';
import { addProductNotification, productNotifications, removeProductNotification } from '../../../src/features/basket/product-notifications';
import { resetStores } from '../../stores';

beforeEach(() => resetStores());

it('product notifications are unique by id and removable', () => {
  addProductNotification({ id: 'a', type: 'added' });
  addProductNotification({ id: 'a', type: 'removed' });
  expect(productNotifications.list).toEqual([{ id: 'a', type: 'added' }]);
  removeProductNotification('a');
  expect(productNotifications.list).toEqual([]);
});
