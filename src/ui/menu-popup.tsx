// The open list of a Menu, positioned under its button by @floating-ui/react:
// Escape and outside press close it; arrow keys, Home and End move between items
// (a few lines here instead of useListNavigation, which would add 3 KB gzip to the
// in-game file). A plain portal: FloatingPortal's tab-order guards bring tabbable
// (2 KB gzip), and the menu's focus is managed here already.
import { autoUpdate, flip, offset, shift, useDismiss, useFloating, useInteractions, useMergeRefs, useRole } from '@floating-ui/react';
import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusInside } from './modal';
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
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = STEP[event.key];
  if (!step) return;
  event.preventDefault();
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const current = items.indexOf(document.activeElement as HTMLElement);
  items[step(Math.max(current, 0), items.length)]?.focus();
}

export default function MenuPopup({ anchor, items, onClose }: MenuPopupProps) {
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => !open && onClose(),
    elements: { reference: anchor.current },
    placement: 'bottom-end',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps } = useInteractions([
    // The trigger toggles the menu itself, so a press on it is not "outside".
    useDismiss(context, { outsidePress: (event) => !anchor.current?.contains(event.target as Node) }),
    useRole(context, { role: 'menu' }),
  ]);
  // Focus goes to the first item and back to the button (modal.ts).
  const list = useRef<HTMLDivElement>(null);
  useFocusInside(list);
  const ref = useMergeRefs([refs.setFloating, list]);
  return createPortal(
    <div ref={ref} style={floatingStyles} className={styles.menu} {...getFloatingProps({ onKeyDown: moveFocus })}>
      {items.map((item) => (
        <button
          type="button"
          key={item.key}
          role="menuitem"
          aria-current={item.selected || undefined}
          className={styles.item}
          onClick={() => {
            item.onSelect();
            onClose();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>,
    document.body,
  );
}
