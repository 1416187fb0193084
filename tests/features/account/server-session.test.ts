import { beforeEach, describe, expect, it } from 'vitest';
import { adoptServerSession } from '../../../src/features/account/session';
import { main } from '../../../src/state/main-store';
import { DEMO } from '../catalogue/fixtures';
import { resetStores } from '../../stores';

describe('the session the page was rendered for', () => {
  beforeEach(() => resetStores());

  it('a browser that kept no account starts logged in with it', () => {
    adoptServerSession(DEMO);
    expect(main.user).toEqual(DEMO);
  });

  it('a kept account stays (the session check decides), garbage is ignored', () => {
    adoptServerSession({ id: 42 });
    expect(main.user).toBeNull();
    resetStores({ user: { ...DEMO, username: 'lucas_rp' } });
    adoptServerSession(DEMO);
    expect(main.user?.username).toBe('lucas_rp');
  });
});
