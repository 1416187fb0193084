// The menu list (menu-popup.tsx, placed by floating-ui's computePosition, not
// mocked): fixed under its button, right edges aligned, above it when there is no
// room below, inside the screen, placed again on resize; Escape and a press outside
// close it, a press on its button does not; arrow keys move between items; choosing
// one runs it. jsdom lays nothing out: the button's box, the menu's size and the
// viewport (the root's client size) are given here.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickAndPaint } from '../render';
import MenuPopup from '../../src/ui/menu-popup';

const buttons: HTMLButtonElement[] = [];

/** Closes what is open and removes the buttons made for it. */
function reset() {
  cleanup();
  for (const button of buttons.splice(0)) button.remove();
}

function anchorAt(rect: Partial<DOMRect>) {
  const button = document.createElement('button');
  button.textContent = 'Ouvrir';
  document.body.append(button);
  buttons.push(button);
  button.getBoundingClientRect = () => ({ top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}), ...rect });
  const anchor = createRef<HTMLButtonElement>() as { current: HTMLButtonElement | null };
  anchor.current = button;
  return anchor;
}

async function open(rect: Partial<DOMRect>, size = { width: 200, height: 120 }) {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(size.width);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(size.height);
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(innerWidth);
  vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(innerHeight);
  const anchor = anchorAt(rect);
  const onClose = vi.fn();
  const chosen = vi.fn();
  const items = ['Un', 'Deux', 'Trois'].map((label) => ({ key: label, label, onSelect: () => chosen(label) }));
  // computePosition settles in microtasks: flushed here, as before a browser's paint.
  await act(async () => {
    render(<MenuPopup anchor={anchor} items={items} onClose={onClose} />);
  });
  return { anchor, onClose, chosen, menu: screen.getByRole('menu') };
}

const placed = (menu: HTMLElement) => [menu.style.position, menu.style.top, menu.style.left];

afterEach(() => {
  reset();
  vi.restoreAllMocks();
});

describe('the game’s menu list', () => {
  it('opens fixed under its button, right edges aligned; above it when there is no room below; never off the screen', async () => {
    const below = await open({ top: 10, bottom: 50, left: 900, right: 1000, width: 100, height: 40 });
    expect(placed(below.menu)).toEqual(['fixed', '56px', '800px']);
    reset();
    const above = await open({ top: innerHeight - 40, bottom: innerHeight - 10, left: 900, right: 1000, width: 100, height: 30 });
    expect(placed(above.menu)).toEqual(['fixed', `${innerHeight - 40 - 6 - 120}px`, '800px']);
    reset();
    const left = await open({ top: 10, bottom: 50, left: 0, right: 60, width: 60, height: 40 });
    expect(placed(left.menu)).toEqual(['fixed', '56px', '8px']);
  });

  it('follows its button when the window is resized, while it is open, and stops listening once closed', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { anchor, menu } = await open({ top: 10, bottom: 50, left: 900, right: 1000, width: 100, height: 40 });
    anchor.current!.getBoundingClientRect = () => DOMRect.fromRect({ x: 500, y: 100, width: 100, height: 40 });
    await act(async () => {
      dispatchEvent(new Event('resize'));
    });
    expect(placed(menu)).toEqual(['fixed', '146px', '400px']);
    const listeners = (spy: typeof added) => spy.mock.calls.filter(([type]) => type === 'resize' || type === 'scroll').map(([type, listener]) => [type, listener]);
    expect(listeners(added).length).toBeGreaterThan(0);
    cleanup();
    expect(listeners(removed)).toEqual(expect.arrayContaining(listeners(added)));
  });

  it('Escape closes it; a press outside closes it, a press on the menu or its button does not', async () => {
    const { anchor, onClose, menu } = await open({ top: 10, bottom: 50, right: 300 });
    fireEvent.pointerDown(menu);
    fireEvent.pointerDown(anchor.current!);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('arrow keys move between the items; choosing one runs it and closes the menu', async () => {
    const { onClose, chosen, menu } = await open({ top: 10, bottom: 50, right: 300 });
    const [first, second, third] = screen.getAllByRole('menuitem');
    await act(async () => first!.focus());
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    await clickAndPaint(second!);
    expect(chosen).toHaveBeenCalledWith('Deux');
    expect(onClose).toHaveBeenCalled();
  });
});
