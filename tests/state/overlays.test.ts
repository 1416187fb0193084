import { beforeEach, describe, expect, it } from 'vitest';
import { setLoginShown } from '../../src/features/account/login-state';
import { openLightbox, presentation, resetItemPresentation, showItemPresentation } from '../../src/features/catalogue/item-presentation';
import { anyOverlayShowing, closeAllExcept, overlays, toggleOverlay } from '../../src/state/overlays';
import { resetStores } from '../stores';

beforeEach(() => resetStores());

describe('overlay rules (spec 01 §4)', () => {
  it('login shows for any payload except close', () => {
    setLoginShown(true);
    expect(overlays.login).toBe(true);
    setLoginShown('close');
    expect(overlays.login).toBe(false);
    setLoginShown({ reason: 'basket' });
    expect(overlays.login).toBe(true);
  });

  it('item presentation resets to empty id, hidden, background', () => {
    const itemPresentation = () => ({ ...presentation.itemPresentation, show: overlays.itemPresentation });
    showItemPresentation('12');
    expect(itemPresentation()).toEqual({ id: '12', show: true, foreground: true });
    resetItemPresentation();
    expect(itemPresentation()).toEqual({ id: '', show: false, foreground: false });
  });

  it('mobile navbar and character select toggle', () => {
    toggleOverlay('mobileNavbar');
    toggleOverlay('characterSelect');
    expect([overlays.mobileNavbar, overlays.characterSelect]).toEqual([true, true]);
    toggleOverlay('mobileNavbar');
    expect(overlays.mobileNavbar).toBe(false);
  });

  it('"any overlay showing" ignores the lightbox and the recap', () => {
    openLightbox(['a.png']);
    overlays.transactionRecap = true;
    expect(anyOverlayShowing(overlays)).toBe(false);
    overlays.history = true;
    expect(anyOverlayShowing(overlays)).toBe(true);
  });

  it('close-all-except keeps only the listed overlays', () => {
    overlays.history = true;
    overlays.login = true;
    overlays.lightbox = true;
    closeAllExcept(['login']);
    expect([overlays.history, overlays.login, overlays.lightbox]).toEqual([false, true, false]);
  });
});
