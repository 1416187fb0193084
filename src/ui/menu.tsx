// A dropdown menu (user menu, currency picker): a plain button and, while open,
// its list (menu-popup.tsx).
import { useRef, useState, type ReactNode } from 'react';
import MenuPopup, { type MenuItem } from './menu-popup';
import { withPressFeedback } from './press-feedback';

export type { MenuItem } from './menu-popup';

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
        onClick={withPressFeedback(() => setOpen((shown) => !shown))}
      >
        {trigger}
      </button>
      {open && <MenuPopup anchor={button} items={items} onClose={() => setOpen(false)} />}
    </>
  );
}
