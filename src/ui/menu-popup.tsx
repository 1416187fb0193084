// The open list of a Menu, placed under its button by floating-placement.ts (floating-ui's
// positioning core, on both targets): set before the menu's first paint,
// and again while it is open. Escape and a press outside close it; arrow keys, Home and
// End move between items (menu-items.tsx). Not floating-ui's interaction hooks
// (useDismiss, useRole, useInteractions): they cost about 30 ms of the opening click at
// 4x CPU, against the 32 ms budget for the click's next paint.
import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { MenuItems, moveFocus, type MenuPopupProps } from './menu-items';
import { useFocusInside } from './focus-inside';
import { followAnchor } from './floating-placement';
import styles from './menu.module.css';

export default function MenuPopup({ anchor, items, onClose }: MenuPopupProps) {
  const list = useRef<HTMLDivElement>(null);
  // The latest onClose, without binding the listeners again when it changes.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  // Focus goes to the first item and back to the button (modal.ts).
  useFocusInside(list);
  useLayoutEffect(() => {
    const button = anchor.current;
    const menu = list.current;
    if (button && menu) return followAnchor(button, menu);
  }, [anchor]);
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // This menu only, not the modal it may have opened from (modal.ts).
      event.stopPropagation();
      close.current();
    };
    // The trigger toggles the menu itself, so a press on it is not "outside".
    const onPress = (event: Event) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !anchor.current?.contains(target)) close.current();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPress, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPress, true);
    };
  }, [anchor]);
  return createPortal(
    <div ref={list} role="menu" style={{ position: 'fixed', top: 0, left: 0 }} className={styles.menu} onKeyDown={moveFocus}>
      <MenuItems items={items} onClose={onClose} />
    </div>,
    document.body,
  );
}
