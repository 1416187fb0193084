import type { Account } from '../../../src/api/contract/account';

/** The demo player as the server answers for it, Discord linked. */
export const demoAccount: Account = {
  id: '1', username: 'demo', avatarUrl: null, rank: 'gold', shopTokens: 12500, group: 'user', discordId: '123',
};
