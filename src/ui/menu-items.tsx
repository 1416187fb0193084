// A menu list's props, its items and the arrow keys between them (menu-popup.tsx).
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { afterNextPaint } from '../lib/timing';
import styles from './menu.module.css';

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  selected?: boolean;
}

export interface MenuPopupProps {
  anchor: RefObject<HTMLButtonElement | null>;
  items: MenuItem[];
  onClose: () => void;
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Roving focus among the menu's items. */
export function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = STEP[event.key];
  if (!step) return;
  event.preventDefault();
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const current = items.indexOf(document.activeElement as HTMLElement);
  items[step(Math.max(current, 0), items.length)]?.focus();
}

/** The items: choosing one closes the menu, then runs it once that frame is painted (ui/press-feedback.ts). */
export function MenuItems({ items, onClose }: Pick<MenuPopupProps, 'items' | 'onClose'>) {
  return items.map((item) => (
    <button
      type="button"
      key={item.key}
      role="menuitem"
      aria-current={item.selected || undefined}
      className={styles.item}
      onClick={() => {
        onClose();
        afterNextPaint(item.onSelect);
      }}
    >
      {item.label}
    </button>
  ));
}
