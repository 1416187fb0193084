import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LegalPage from '../../../src/features/pages/legal-page';
import { fakePlatform, renderWithShop } from '../../render';

describe('legal page', () => {
  it("credits the artwork's icons as their licence asks: authors, licence, links", () => {
    const openExternal = vi.fn();
    renderWithShop(<LegalPage />, { platform: fakePlatform({ openExternal }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeTruthy();
    const credits = screen.getByRole('heading', { level: 2, name: 'Crédits' }).closest('section')!;
    expect(credits.textContent).toMatch(/game-icons\.net/);
    expect(credits.textContent).toMatch(/Lorc, Delapouite/);
    expect(credits.textContent).toMatch(/CC BY 3\.0/);
    fireEvent.click(within(credits).getByRole('link', { name: 'Licence CC BY 3.0' }));
    fireEvent.click(within(credits).getByRole('link', { name: 'game-icons.net' }));
    expect(openExternal.mock.calls).toEqual([['https://creativecommons.org/licenses/by/3.0/deed.fr'], ['https://game-icons.net/']]);
  });
});
