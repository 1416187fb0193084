import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConfigRunner, messageUpdate, trustedConfig } from '../../targets/nui/game-config';
import { safeApiBase } from '../../targets/nui/safe-api-base';

afterEach(() => vi.restoreAllMocks());

const quiet = () => ({ warn: vi.spyOn(console, 'warn').mockImplementation(() => {}), error: vi.spyOn(console, 'error').mockImplementation(() => {}) });

/** A start that takes its time, like bootShop; each call is recorded. */
function slowStarts() {
  const configs: Record<string, unknown>[] = [];
  const pending: (() => void)[] = [];
  const start = vi.fn((raw: unknown) => {
    configs.push(raw as Record<string, unknown>);
    return new Promise<void>((resolve) => pending.push(resolve));
  });
  const finish = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { configs, start, finish };
}

describe('the API origin', () => {
  it.each(['', undefined, 'https://boutique.hurricane-rp.fr', 'https://api.example/shop', 'http://localhost:4173', 'http://127.0.0.1:8080'])('accepts %s', (value) =>
    expect(safeApiBase(value)).toBe(true),
  );
  it.each(['http://boutique.hurricane-rp.fr', 'javascript:alert(1)', 'nui://game', 'boutique', 42])('refuses %s', (value) => expect(safeApiBase(value)).toBe(false));

  it("comes from the client script's answer, https only", () => {
    const { error } = quiet();
    expect(trustedConfig({ apiBaseUrl: 'https://api.example', webShopUrl: 'https://shop.example' })).toEqual({
      apiBaseUrl: 'https://api.example',
      webShopUrl: 'https://shop.example',
    });
    expect(trustedConfig({ apiBaseUrl: 'http://api.example', webShopUrl: 'https://shop.example' })).toEqual({ webShopUrl: 'https://shop.example' });
    expect(error).toHaveBeenCalledOnce();
    expect(trustedConfig(null)).toEqual({});
  });
});

describe('a config message', () => {
  it('changes the community links', () => {
    expect(messageUpdate({ communityChatUrl: 'https://discord.gg/autre', socialLinks: [{ name: 'X', url: 'https://x.example' }] })).toEqual({
      communityChatUrl: 'https://discord.gg/autre',
      socialLinks: [{ name: 'X', url: 'https://x.example' }],
    });
  });

  it('never changes where tokens, credentials or payments go', () => {
    const { warn } = quiet();
    const update = messageUpdate({
      apiBaseUrl: 'https://evil-api.example',
      webShopUrl: 'https://evil.example',
      tebex: { publicToken: 'autre' },
      discord: { clientId: '1', authorizeUrl: 'https://evil.example' },
      forum: { url: 'https://evil.example' },
      communityChatUrl: 'https://discord.gg/autre',
    });
    expect(update).toEqual({ communityChatUrl: 'https://discord.gg/autre' });
    expect(warn.mock.calls[0]![0]).toMatch(/apiBaseUrl, webShopUrl, tebex, discord, forum/);
    expect(messageUpdate({ apiBaseUrl: 'https://evil-api.example' })).toBeNull();
  });

  it.each([
    ['an address that is not one', { communityChatUrl: 'pas une adresse' }],
    ['a javascript: link', { communityChatUrl: 'javascript:alert(1)' }],
    ['links that are not a list', { socialLinks: 'x' }],
  ])('is ignored with a warning when it carries %s', (_label, data) => {
    const { warn } = quiet();
    expect(messageUpdate(data)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[config\] invalid config message ignored/));
  });
});

describe('starting the shop', () => {
  it("starts on the client script's config, over the defaults", async () => {
    const { configs, start, finish } = slowStarts();
    const runner = createConfigRunner(start);
    const started = runner.trust({ apiBaseUrl: 'https://api.example' });
    await finish();
    await started;
    expect(configs).toHaveLength(1);
    expect(configs[0]).toMatchObject({ apiBaseUrl: 'https://api.example', webShopUrl: 'https://boutique.hurricane-rp.fr' });
  });

  it('keeps a message that comes before the config, for the first start', async () => {
    const { configs, start, finish } = slowStarts();
    const runner = createConfigRunner(start);
    runner.message({ communityChatUrl: 'https://discord.gg/tot' });
    expect(start).not.toHaveBeenCalled();
    void runner.trust({ apiBaseUrl: 'https://api.example' });
    await finish();
    expect(configs).toEqual([expect.objectContaining({ apiBaseUrl: 'https://api.example', communityChatUrl: 'https://discord.gg/tot' })]);
  });

  it('applies a message that comes while the shop starts, once that start is done', async () => {
    const { configs, start, finish } = slowStarts();
    const runner = createConfigRunner(start);
    const started = runner.trust({ apiBaseUrl: 'https://api.example' });
    runner.message({ communityChatUrl: 'https://discord.gg/pendant' });
    expect(start).toHaveBeenCalledOnce();
    await finish();
    expect(configs).toHaveLength(2);
    expect(configs[1]).toMatchObject({ apiBaseUrl: 'https://api.example', communityChatUrl: 'https://discord.gg/pendant' });
    await finish();
    await started;
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('keeps the running shop on an invalid or forbidden message', async () => {
    quiet();
    const { configs, start, finish } = slowStarts();
    const runner = createConfigRunner(start);
    const started = runner.trust({ apiBaseUrl: 'https://api.example' });
    await finish();
    await started;
    runner.message({ communityChatUrl: 'pas une adresse' });
    runner.message({ apiBaseUrl: 'https://evil-api.example' });
    expect(start).toHaveBeenCalledOnce();
    runner.message({ apiBaseUrl: 'https://evil-api.example', communityChatUrl: 'https://discord.gg/apres' });
    await finish();
    expect(configs[1]).toMatchObject({ apiBaseUrl: 'https://api.example', communityChatUrl: 'https://discord.gg/apres' });
  });
});
