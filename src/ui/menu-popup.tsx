// The open list of a Menu, positioned under its button by @floating-ui/react:
// Escape and outside press close it; arrow keys, Home and End move between items
// (a few lines here instead of useListNavigation, which would add 3 KB gzip to the
// in-game file). A plain portal: FloatingPortal's tab-order guards bring tabbable
// (2 KB gzip), and the menu's focus is managed here already.
import { autoUpdate, flip, offset, shift, useDismiss, useFloating, useInteractions, useMergeRefs, useRole } from '@floating-ui/react';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { MenuItems, moveFocus, type MenuPopupProps } from './menu-items';
import { useFocusInside } from './modal';
import styles from './menu.module.css';

export type { MenuItem, MenuPopupProps } from './menu-items';

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
      <MenuItems items={items} onClose={onClose} />
    </div>,
    document.body,
  );
}
