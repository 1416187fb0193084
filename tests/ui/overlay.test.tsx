import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../../src/ui/dialog';
import { useModal } from '../../src/ui/modal';
import { LOCK_DELAY_MS } from '../../src/ui/scroll-lock';
import { wait } from '../../src/lib/timing';

function Inner({ onClose }: { onClose: () => void }) {
  const section = useRef<HTMLElement>(null);
  useModal(section, onClose);
  return (
    <section ref={section} role="dialog" aria-label="Guide">
      <button type="button">Retour</button>
    </section>
  );
}

function Harness() {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Mon dialogue">
        <input aria-label="Champ" />
        <button type="button" onClick={() => setInner(true)}>
          Guide
        </button>
        {inner && <Inner onClose={() => setInner(false)} />}
      </Dialog>
    </>
  );
}

function openDialog() {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Ouvrir' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Mon dialogue' }) };
}

describe('Overlay', () => {
  it('moves focus in after the first paint, hides the page from screen readers, locks scroll, closes on Escape and returns focus', async () => {
    const { opener, dialog } = openDialog();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' })));
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(opener.closest('[aria-hidden="true"]')).not.toBeNull();
    await waitFor(() => expect(document.documentElement.classList.contains('scroll-locked')).toBe(true));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(opener.closest('[aria-hidden="true"]')).toBeNull();
    expect(document.documentElement.classList.contains('scroll-locked')).toBe(false);
  });

  it('locks the page scroll once the dim has faded in, and never for a dialog closed before that', async () => {
    const locked = () => document.documentElement.classList.contains('scroll-locked');
    const { dialog } = openDialog();
    // The opening frames keep the page as it is (a locked root re-rasters the whole page).
    expect(locked()).toBe(false);
    await wait(LOCK_DELAY_MS);
    expect(locked()).toBe(true);
    fireEvent.mouseDown(dialog.parentElement!);
    expect(locked()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    fireEvent.mouseDown(screen.getByRole('dialog', { name: 'Mon dialogue' }).parentElement!);
    await wait(LOCK_DELAY_MS + 50);
    expect(locked()).toBe(false);
  });

  it('closes on a press on the backdrop, not inside the panel', () => {
    const { dialog } = openDialog();
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Champ' }));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets Escape close only the topmost modal, which returns focus to its opener', async () => {
    openDialog();
    const guideButton = screen.getByRole('button', { name: 'Guide' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' })));
    guideButton.focus();
    fireEvent.click(guideButton);
    const back = screen.getByRole('button', { name: 'Retour' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    // Out of the accessibility tree while the guide is open.
    expect(screen.queryByRole('textbox', { name: 'Champ' })).toBeNull();

    fireEvent.keyDown(back, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Guide' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Mon dialogue' })).toBeTruthy();
    expect(document.activeElement).toBe(guideButton);
    expect(screen.getByRole('textbox', { name: 'Champ' })).toBeTruthy();
  });

  it('two modals opened in one render: the later one stays readable, the page and the first are hidden', () => {
    render(
      <>
        <button type="button">Page</button>
        <Dialog open onClose={() => {}} title="Produit">
          <p>Détails</p>
        </Dialog>
        <Dialog open onClose={() => {}} title="Votre panier">
          <p>Panier</p>
        </Dialog>
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Votre panier' })).toBeTruthy();
    expect(screen.getByText('Panier').closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByText('Détails').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Page', hidden: true }).closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
