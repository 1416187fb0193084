// The open list of a Menu, placed by floating-ui's computePosition: under its
// button, right edges aligned (offset), above it when there is no room below (flip),
// kept 8 px inside the screen (shift). The first placement is set before the menu's
// first paint; autoUpdate places it again on scroll, resize and a move of the button,
// only while the menu is open. Escape and a press outside close it; arrow keys, Home
// and End move between items (menu-items.tsx). Not floating-ui's interaction hooks
// (useDismiss, useRole, useInteractions): they cost about 30 ms of the opening click
// at 4x CPU, against the 32 ms budget for the click's next paint.
import { autoUpdate, computePosition, flip, offset, shift, type ComputePositionConfig } from '@floating-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { MenuItems, moveFocus, type MenuPopupProps } from './menu-items';
import { useFocusInside } from './focus-inside';
import styles from './menu.module.css';

const MARGIN = 8;
const PLACEMENT: ComputePositionConfig = {
  strategy: 'fixed',
  placement: 'bottom-end',
  // flip decides above or below only; shift alone moves it sideways.
  middleware: [offset(6), flip({ crossAxis: false, padding: MARGIN }), shift({ padding: MARGIN })],
};

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
    if (!button || !menu) return;
    // computePosition settles in microtasks, before the frame is painted.
    return autoUpdate(button, menu, () => {
      void computePosition(button, menu, PLACEMENT).then(({ x, y }) => {
        menu.style.left = `${x}px`;
        menu.style.top = `${y}px`;
      });
    });
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
