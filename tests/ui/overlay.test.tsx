import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../../src/ui/dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Mon dialogue">
        <input aria-label="Champ" />
      </Dialog>
    </>
  );
}

describe('Dialog on floating-ui', () => {
  it('traps focus, locks scroll, closes on Escape and returns focus', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Mon dialogue' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on a press outside the panel', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(dialog.parentElement!.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
