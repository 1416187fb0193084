// A dropdown menu (user menu, currency picker): keyboard navigation, Escape and
// outside press, positioned by @floating-ui/react.
import {
  FloatingFocusManager, FloatingPortal, autoUpdate, flip, offset, shift, useClick, useDismiss, useFloating,
  useInteractions, useListNavigation, useRole,
} from '@floating-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import styles from './menu.module.css';

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  selected?: boolean;
}

interface MenuProps {
  /** Content of the button that opens the menu. */
  trigger: ReactNode;
  label: string;
  items: MenuItem[];
  className?: string;
}

export function Menu({ trigger, label, items, className }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);
  return (
    <>
      <button type="button" ref={refs.setReference} aria-label={label} className={className} {...getReferenceProps()}>
        {trigger}
      </button>
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <div ref={refs.setFloating} style={floatingStyles} className={styles.menu} {...getFloatingProps()}>
              {items.map((item, index) => (
                <button
                  type="button"
                  key={item.key}
                  role="menuitem"
                  tabIndex={activeIndex === index ? 0 : -1}
                  aria-current={item.selected || undefined}
                  className={styles.item}
                  ref={(node) => void (listRef.current[index] = node)}
                  {...getItemProps({
                    onClick() {
                      item.onSelect();
                      setOpen(false);
                    },
                  })}
                >
                  {item.label}
                </button>
              ))}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
