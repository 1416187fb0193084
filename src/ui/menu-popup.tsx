// The open list of a Menu, placed by hand under its button: right edges aligned and
// kept 8 px inside the screen, above the button when there is no room below; placed
// again on scroll and resize. Escape and a press outside close it; arrow keys, Home
// and End move between items (menu-items.tsx). Not floating-ui: its positioning,
// dismiss and role hooks cost about 30 ms of the opening click at 4x CPU (against the
// 32 ms budget for the click's next paint) and 10.6 KB gzip on the web.
import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { MenuItems, moveFocus, type MenuPopupProps } from './menu-items';
import { useFocusInside } from './focus-inside';
import styles from './menu.module.css';

export type { MenuItem, MenuPopupProps } from './menu-items';

const GAP = 6;
const MARGIN = 8;

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
    const place = () => {
      const button = anchor.current?.getBoundingClientRect();
      const menu = list.current;
      if (!button || !menu) return;
      const { offsetWidth: width, offsetHeight: height } = menu;
      const below = button.bottom + GAP + height <= innerHeight - MARGIN || button.top - GAP - height < MARGIN;
      menu.style.top = `${below ? button.bottom + GAP : button.top - GAP - height}px`;
      menu.style.left = `${Math.max(MARGIN, Math.min(button.right - width, innerWidth - MARGIN - width))}px`;
    };
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
    place();
    addEventListener('scroll', place, true);
    addEventListener('resize', place);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPress, true);
    return () => {
      removeEventListener('scroll', place, true);
      removeEventListener('resize', place);
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
