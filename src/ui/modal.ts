// What makes an open surface modal: the rest of the page is hidden from screen
// readers (aria-hidden), focus moves in, Tab cycles inside, Escape closes the
// topmost surface only, and focus returns on close.
// Not floating-ui's FloatingFocusManager: its tabbable scan forces a layout and
// its code, compiled on the first open, cost about 50 ms at 4x CPU throttle
// against the 100 ms click-to-paint budget (DESIGN.md, Budgets). Not `inert`
// either: setting it restyles the whole page in the opening click.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { FOCUSABLE, useFocusInside } from './focus-inside';

/** Open modals, the topmost last: only it answers keys. */
const stack: HTMLElement[] = [];

/** What open modals hid: a modal opening over another shows itself again (both can open in one render). */
const hiddenByModals = new Set<Element>();

/** Hides every sibling of `element` and of its ancestors; returns the undo. */
function isolate(element: HTMLElement): () => void {
  const hidden: Element[] = [];
  const shown: Element[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    if (hiddenByModals.delete(node)) {
      node.removeAttribute('aria-hidden');
      shown.push(node);
    }
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('aria-hidden') || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('aria-hidden', 'true');
      hiddenByModals.add(sibling);
      hidden.push(sibling);
    }
  }
  return () => {
    for (const sibling of hidden) {
      sibling.removeAttribute('aria-hidden');
      hiddenByModals.delete(sibling);
    }
    for (const node of shown) {
      node.setAttribute('aria-hidden', 'true');
      hiddenByModals.add(node);
    }
  };
}

/** Tab from the last focusable goes to the first, Shift+Tab from the first to the last. */
function cycleFocus(element: HTMLElement, event: KeyboardEvent) {
  const items = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.getClientRects().length > 0);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const target = event.shiftKey ? last : first;
  const atEdge = event.shiftKey ? active === first || active === element : active === last;
  if (!target || atEdge || !element.contains(active)) {
    event.preventDefault();
    (target ?? element).focus();
  }
}

export function useModal(surface: RefObject<HTMLElement | null>, onClose: () => void): void {
  // The latest onClose, without reopening the modal when it changes.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  useFocusInside(surface);

  useLayoutEffect(() => {
    const element = surface.current;
    if (!element) return;
    const restore = isolate(element);
    stack.push(element);
    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== element) return;
      // A menu opened from the modal (portaled outside it) handles its own keys.
      if (event.target !== document.body && !element.contains(event.target as Node)) return;
      if (event.key === 'Tab') cycleFocus(element, event);
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(element), 1);
      restore();
    };
  }, [surface]);
}
