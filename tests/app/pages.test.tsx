import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { WEB_ONLY_ROUTES as COMPACT } from '../../src/app/pages.compact';
import { WEB_ONLY_ROUTES as WEB } from '../../src/app/pages';
import { fakePlatform, renderWithShop } from '../render';

describe('web-only pages', () => {
  it('the in-game build answers the same paths as the website', () => {
    expect(COMPACT.map((r) => r.path)).toEqual(WEB.map((r) => r.path));
  });

  it('in game, they open on the web shop with their query', () => {
    const openExternal = vi.fn();
    const platform = fakePlatform({ openExternal });
    renderWithShop(
      <Switch>
        {COMPACT.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
      </Switch>,
      { path: '/contact?sujet=remboursement', platform },
    );
    expect(screen.getByText('Cette page se trouve sur la boutique en ligne.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir dans le navigateur' }));
    expect(openExternal).toHaveBeenCalledWith(`${platform.config.webShopUrl}/contact?sujet=remboursement`);
  });
});
