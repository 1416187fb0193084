// A dropdown menu (user menu, currency picker): a plain button and, while open,
// its list (menu-popup.tsx), whose code the pointer or focus on the button asks for
// on the website (menu-popup-chunk.tsx).
import { useRef, useState, type ReactNode } from 'react';
import type { MenuItem } from './menu-items';
import { MenuPopup, preloadMenuPopup } from './menu-popup-chunk';
import { withPressFeedback } from './press-feedback';

export type { MenuItem } from './menu-items';

interface MenuProps {
  /** Content of the button that opens the menu. */
  trigger: ReactNode;
  label: string;
  items: MenuItem[];
  className?: string;
  /** Where focus goes back when the button that opened a modal is replaced by this one (ui/modal). */
  focusKey?: string;
}

export function Menu({ trigger, label, items, className, focusKey }: MenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        type="button"
        ref={button}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        className={className}
        data-focus-key={focusKey}
        onPointerEnter={preloadMenuPopup}
        onFocus={preloadMenuPopup}
        onClick={withPressFeedback(() => setOpen((shown) => !shown))}
      >
        {trigger}
      </button>
      {open && <MenuPopup anchor={button} items={items} onClose={() => setOpen(false)} />}
    </>
  );
}
