// The menu list (menu-popup.tsx, placed by hand): under its button,
// right edges aligned, inside the screen; Escape and a press outside close it, a
// press on its button does not; arrow keys move between items; choosing one runs it.
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

function open(rect: Partial<DOMRect>, size = { width: 200, height: 120 }) {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(size.width);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(size.height);
  const anchor = anchorAt(rect);
  const onClose = vi.fn();
  const chosen = vi.fn();
  const items = ['Un', 'Deux', 'Trois'].map((label) => ({ key: label, label, onSelect: () => chosen(label) }));
  render(<MenuPopup anchor={anchor} items={items} onClose={onClose} />);
  return { anchor, onClose, chosen, menu: screen.getByRole('menu') };
}

afterEach(() => {
  reset();
  vi.restoreAllMocks();
});

describe('the game’s menu list', () => {
  it('opens under its button, right edges aligned; above it when there is no room below; never off the screen', () => {
    const below = open({ top: 10, bottom: 50, left: 900, right: 1000 });
    expect([below.menu.style.top, below.menu.style.left]).toEqual(['56px', '800px']);
    reset();
    const above = open({ top: innerHeight - 40, bottom: innerHeight - 10, left: 900, right: 1000 });
    expect(above.menu.style.top).toBe(`${innerHeight - 40 - 6 - 120}px`);
    reset();
    const left = open({ top: 10, bottom: 50, left: 0, right: 60 });
    expect(left.menu.style.left).toBe('8px');
  });

  it('Escape closes it; a press outside closes it, a press on the menu or its button does not', () => {
    const { anchor, onClose, menu } = open({ top: 10, bottom: 50, right: 300 });
    fireEvent.pointerDown(menu);
    fireEvent.pointerDown(anchor.current!);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('arrow keys move between the items; choosing one runs it and closes the menu', async () => {
    const { onClose, chosen, menu } = open({ top: 10, bottom: 50, right: 300 });
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
