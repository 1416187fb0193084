import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../../src/features/navigation/footer';
import { fakePlatform, renderWithShop } from '../../render';
import { resetStores } from '../../stores';

const SOCIAL = [
  { name: 'Discord', url: 'https://discord.gg/hurricane' },
  { name: 'YouTube', url: 'https://youtube.com/@hurricane' },
  { name: 'tiktok', url: 'https://tiktok.com/@hurricane' },
  { name: 'Forum', url: 'https://forum.hurricane.example' },
];

function renderFooter(flags = {}) {
  const openExternal = vi.fn();
  const base = fakePlatform();
  const platform = fakePlatform({ config: { ...base.config, socialLinks: SOCIAL }, openExternal, flags });
  renderWithShop(<Footer />, { platform });
  return openExternal;
}

describe('footer social links (spec 01 §2)', () => {
  beforeEach(() => resetStores());

  it("shows a known network's mark, named by the link, and a name for any other", () => {
    renderFooter();
    const social = within(screen.getByRole('navigation', { name: 'Réseaux sociaux' }));
    const links = social.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SOCIAL.map((link) => link.url));
    expect(social.getByRole('link', { name: 'Discord' }).querySelector('img')?.getAttribute('src')).toBe('/images/social/discord.png');
    expect(social.getByRole('link', { name: 'YouTube' }).querySelector('img')?.getAttribute('src')).toBe('/images/social/youtube.png');
    expect(social.getByRole('link', { name: 'tiktok' }).querySelector('img')?.getAttribute('src')).toBe('/images/social/tiktok.png');
    const forum = social.getByRole('link', { name: 'Forum' });
    expect(forum.querySelector('img')).toBeNull();
    expect(forum.textContent).toBe('Forum');
  });

  it('opens each through the platform, not in the page', () => {
    const openExternal = renderFooter();
    const click = (name: string) => fireEvent.click(screen.getByRole('link', { name }));
    click('Discord');
    click('Forum');
    expect(openExternal.mock.calls).toEqual([['https://discord.gg/hurricane'], ['https://forum.hurricane.example']]);
  });

  it('the provider links open through the platform too', () => {
    const openExternal = renderFooter();
    fireEvent.click(screen.getByRole('link', { name: 'Terms & Conditions' }));
    expect(openExternal).toHaveBeenCalledWith('https://checkout.tebex.io/terms');
  });

  it('none when the flag turns them off', () => {
    renderFooter({ socialLinks: false });
    expect(screen.queryByRole('navigation', { name: 'Réseaux sociaux' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Discord' })).toBeNull();
  });
});
