import { beforeEach, describe, expect, it } from 'vitest';
import {
  addProductNotification, anyOverlayShowing, closeAllExcept, openLightbox, removeProductNotification,
  resetItemPresentation, setLoginShown, showItemPresentation, toggleOverlay, ui, uiDefaults,
} from '../../src/state/ui-store';

beforeEach(() => Object.assign(ui, uiDefaults()));

describe('overlay rules (spec 01 §4)', () => {
  it('login shows for any payload except close', () => {
    setLoginShown(true);
    expect(ui.login.show).toBe(true);
    setLoginShown('close');
    expect(ui.login.show).toBe(false);
    setLoginShown({ reason: 'basket' });
    expect(ui.login.show).toBe(true);
  });

  it('item presentation resets to empty id, hidden, background', () => {
    showItemPresentation('12');
    expect(ui.itemPresentation).toEqual({ id: '12', show: true, foreground: true });
    resetItemPresentation();
    expect(ui.itemPresentation).toEqual({ id: '', show: false, foreground: false });
  });

  it('mobile navbar and character select toggle', () => {
    toggleOverlay('mobileNavbar');
    toggleOverlay('characterSelect');
    expect([ui.mobileNavbar.show, ui.characterSelect.show]).toEqual([true, true]);
    toggleOverlay('mobileNavbar');
    expect(ui.mobileNavbar.show).toBe(false);
  });

  it('"any overlay showing" ignores the lightbox and the recap', () => {
    openLightbox(['a.png']);
    ui.transactionRecap.show = true;
    expect(anyOverlayShowing(ui)).toBe(false);
    ui.history.show = true;
    expect(anyOverlayShowing(ui)).toBe(true);
  });

  it('close-all-except keeps only the listed overlays', () => {
    ui.history.show = true;
    ui.login.show = true;
    ui.lightbox.show = true;
    closeAllExcept(['login']);
    expect([ui.history.show, ui.login.show, ui.lightbox.show]).toEqual([false, true, false]);
  });

  it('product notifications are unique by id and removable', () => {
    addProductNotification({ id: 'a', type: 'added' });
    addProductNotification({ id: 'a', type: 'removed' });
    expect(ui.productNotifications).toEqual([{ id: 'a', type: 'added' }]);
    removeProductNotification('a');
    expect(ui.productNotifications).toEqual([]);
  });
});
