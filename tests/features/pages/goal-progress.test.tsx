import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage from '../../../src/features/pages/home-page';
import { mockApi } from '../../http-mock';
import { renderWithShop } from '../../render';
import { resetStores } from '../../stores';

describe('the month’s goal on the home', () => {
  beforeEach(() => resetStores());
  afterEach(() => vi.unstubAllGlobals());

  it('a progress bar with the net cash over the goal, asked for once the home is shown', async () => {
    const { calls } = mockApi({ 'GET /api/goal': { body: { amount: 2000, currency: 'EUR', reached: 1234.5 } } });
    renderWithShop(<HomePage />);
    const bar = await screen.findByRole<HTMLProgressElement>('progressbar', { name: 'Objectif du mois' });
    expect([bar.value, bar.max]).toEqual([61, 100]);
    expect(screen.getByText('1234,50 € sur 2000,00 € (61 %)')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/goal']);
  });

  it('a month past its goal fills the bar; a month of refunds leaves it empty', async () => {
    mockApi({ 'GET /api/goal': { body: { amount: 100, currency: 'USD', reached: 150 } } });
    const { unmount } = renderWithShop(<HomePage />);
    expect((await screen.findByRole<HTMLProgressElement>('progressbar')).value).toBe(100);
    unmount();
    mockApi({ 'GET /api/goal': { body: { amount: 100, currency: 'USD', reached: -20 } } });
    renderWithShop(<HomePage />);
    expect((await screen.findByRole<HTMLProgressElement>('progressbar')).value).toBe(0);
    expect(screen.getByText('-20,00 USD sur 100,00 USD (0 %)')).toBeTruthy();
  });

  it('no bar without a goal', async () => {
    const { calls } = mockApi({ 'GET /api/goal': { body: null } });
    renderWithShop(<HomePage />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((done) => setTimeout(done, 0));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
