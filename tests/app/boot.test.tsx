import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootShop, parseConfig } from '../../src/app/boot';
import { withDefaults } from '../../src/platform/config';
import { DEFAULT_CONFIG } from '../../src/platform/default-config';
import { fakePlatform } from '../render';

afterEach(() => vi.restoreAllMocks());

describe('runtime configuration', () => {
  it('accepts the defaults and fills a partial config from them', () => {
    const result = parseConfig(withDefaults(DEFAULT_CONFIG, { apiBaseUrl: 'https://api.example', tebex: { publicToken: 'abc' } }));
    expect(result).toMatchObject({ config: { apiBaseUrl: 'https://api.example', tebex: { publicToken: 'abc', headlessUrl: 'https://headless.tebex.io' } } });
  });

  it('lists each problem of a bad config', () => {
    const result = parseConfig({ ...DEFAULT_CONFIG, webShopUrl: 'javascript:alert(1)', communityChatUrl: 42 });
    expect('problems' in result && result.problems).toEqual([
      expect.stringMatching(/^webShopUrl : /),
      expect.stringMatching(/^communityChatUrl : /),
    ]);
  });

  it('shows a French error screen, not a blank page, when the config is bad', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.body.appendChild(document.createElement('div'));
    const { config: _config, ...base } = fakePlatform();
    const root = await act(() => bootShop(container, base, { webShopUrl: 'ftp://nope' }));
    expect(screen.getByRole('heading', { name: 'Configuration invalide' })).toBeTruthy();
    expect(screen.getByText(/Prévenez un administrateur du serveur/)).toBeTruthy();
    expect(screen.getByText(/^webShopUrl : /)).toBeTruthy();
    act(() => root.unmount());
  });
});
