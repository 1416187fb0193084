// Renders the console (its lazy pages load as on the web) at a path, for an admin on Hurricane's shop unless told otherwise, with the toasts shown.
import { Suspense } from 'react';
import type { Account } from '../../../src/api/contract/account';
import type { SecondFactorStatus } from '../../../src/api/contract/admin-security';
import type { ManagedProduct, PlayerAnswer } from '../../../src/api/contract/manage';
import type { ShopIdentity } from '../../../src/api/contract/shop-identity';
import AdminConsole from '../../../src/features/admin/admin-console';
import { Toaster } from '../../../src/ui/toast';
import { mockApi, type Answer, type Handler } from '../../http-mock';
import { renderWithShop } from '../../render';
import { HURRICANE, resetStores } from '../../stores';

export const adminAccount: Account = { id: '9', username: 'admin', avatarUrl: null, rank: null, shopTokens: 0, group: 'admin', discordId: null };
export const playerAccount: Account = { id: '1', username: 'demo', avatarUrl: null, rank: 'gold', shopTokens: 12500, group: 'user', discordId: '123' };

/** An admin without a second factor on a shop that does not require one: the console opens at once. */
export const noSecondFactor: SecondFactorStatus = { enrolled: false, verified: true, required: false, recoveryLeft: 0 };

/**
 * mockApi for the console: its second factor's state answered too (the console asks it
 * first), that call left out of `calls`, so a test sees the calls of its page only.
 */
export function mockAdminApi(routes: Record<string, Handler | Answer>, secondFactor: SecondFactorStatus | Handler = noSecondFactor) {
  const mocked = mockApi({
    ...routes,
    'GET /api/manage/2fa': (call) => {
      mocked.calls.splice(mocked.calls.indexOf(call), 1);
      return typeof secondFactor === 'function' ? secondFactor(call) : { body: secondFactor };
    },
  });
  return mocked;
}

export function renderAdmin(path: string, user: Account | null = adminAccount, identity: ShopIdentity = HURRICANE) {
  resetStores({ user, identity });
  return renderWithShop(
    <>
      <Suspense fallback={<p>chargement de la page</p>}>
        <AdminConsole />
      </Suspense>
      <Toaster />
    </>,
    { path },
  );
}

export const sword: ManagedProduct = {
  itemId: 'sword', label: 'weapon_sword', name: 'Épée', category: 'weapon', price: 1200, moneyType: 'tokens',
  description: '<p>Une épée</p>', images: ['/images/products/sword.webp'], index: 2, stocks: 5, hidden: false,
};
export const pack: ManagedProduct = {
  itemId: 'points_1000', label: 'points_1000', name: '1000 H-Points', category: 'Points boutique', price: 9.99, moneyType: 'cash',
  description: '', images: [], index: 1, tebexPackageId: 42, grantsTokens: 1000, grantsRank: null, monthlyTokens: null, rankOrder: null,
};

export const demoPlayer: PlayerAnswer = {
  account: playerAccount,
  license: 'license:abc',
  ledger: [
    { id: 'l2', at: '2026-11-20T10:00:00.000Z', delta: -1200, balanceAfter: 12500, kind: 'purchase', ref: 'o1', note: null },
    { id: 'l1', at: '2026-11-01T10:00:00.000Z', delta: 13700, balanceAfter: 13700, kind: 'opening', ref: null, note: null },
  ],
  subscriptions: [{ reference: 's1', rank: 'gold', status: 'active', until: '2026-12-20T00:00:00.000Z', server: 'hurricane_fa' }],
  deliveries: [
    {
      id: '77', license: 'license:abc', server: 'hurricane_fa', characterId: 3, itemId: 'sword', category: 'weapon', amount: 1, origin: 'points', action: 'grant',
      createdAt: '2026-11-20T10:00:00.000Z', accountId: '1', username: 'demo', claims: 4, leasedUntil: null, ackedAt: null, cancelledAt: null,
    },
  ],
  purchases: [
    { orderId: 'o1', at: '2026-11-20T10:00:00.000Z', characterId: 3, server: 'hurricane_fa', lines: [{ itemId: 'sword', name: 'Épée', quantity: 1, unitPrice: 1200 }], total: 1200, refundedAt: null },
  ],
  characters: [{ id: 3, server: 'hurricane_fa', firstname: 'Jean', lastname: 'Dupont', active: true }],
};
