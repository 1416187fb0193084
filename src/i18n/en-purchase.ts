// The English twin of fr-purchase.
import type { Dictionary } from './dictionary';
import type { frPurchase } from './fr-purchase';

export const enPurchase: Dictionary<typeof frPurchase> = {
  recapTitle: 'Transaction summary',
  quickBuyTitle: 'Quick buy',
  empty: 'Your basket is empty.',
  total: 'Total',
  balanceAfter: 'Balance after purchase',
  buy: 'Buy',
  buying: 'Buying...',
  successTitle: 'Purchase complete',
  loading: 'Loading...',
  bought: (name, quantity) => `${name} × ${quantity}`,
  close: 'Close',
  generic: 'The purchase could not be completed. Please try again in a moment.',
  lost: "The server's answer did not reach us. Your basket is kept: try again, you will only be charged once.",
  offline: 'You are offline. Your basket is kept: try again once you are back online, you will only be charged once.',
  balance: (points) => `Your balance: ${points}`,
  errorsTitle: 'Items with errors',
  removeErrors: 'Remove the items with errors',
};
